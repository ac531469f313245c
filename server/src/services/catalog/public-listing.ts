import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import type { CategoryRow } from '../../db/schema';
import type { PublicStoreQuery } from '../../repositories/public-store-pages';
import { createStoreListingVersionRepository } from '../../repositories/store-listing-version-repository';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';
import { createStoresRepository } from '../../repositories/stores-repository';
import { createVersionedCache } from './versioned-cache';

/** One page of the listing: its records as JSON text, ready to send, and the number of matches. */
export interface PublicPage {
  itemsJson: string;
  total: number;
}

/**
 * What is kept: an answer and the next moment a plan ends by the clock after it was read (null:
 * none). A plan's end writes nothing, so it raises no version: past that moment the answer may
 * list a store whose plan has ended, and it is read again (docs/performance.md, "Store listing
 * search").
 */
type Kept<T> = T & { validUntil: Date | null };

interface CategoryCounts {
  rows: { category: CategoryRow; storesCount: number }[];
}

// At most this many pages are kept, weighing at most this many characters of JSON together
// (a page of 20 stores is about 10,000): some 32 MB of memory per process at the very most.
const MAX_PAGES = 2_000;
const MAX_PAGE_CHARACTERS = 16 * 1024 * 1024;

/**
 * The public directory's reads (docs/performance.md, "Store listing search"): each answer is kept
 * under the listing's version, which the database raises at the commit of any change that can
 * alter the listing (db/schema/store-listing-version.ts). A repeated read costs one primary-key
 * SELECT, and no reader ever sees a listing older than the last change committed before its
 * request: the answers stay exact, on one process or many.
 */
export function createPublicListing(db: Database, now: () => Date) {
  const stores = createStoresRepository(db);
  const versions = createStoreListingVersionRepository(db);
  const plans = createPlansInServiceRepository(db);
  const isFresh = ({ validUntil }: Kept<object>) => !validUntil || now() < validUntil;
  const pages = createVersionedCache<Kept<PublicPage>>({
    maxEntries: MAX_PAGES,
    maxSize: MAX_PAGE_CHARACTERS,
    sizeOf: (page) => page.itemsJson.length,
    isFresh,
  });
  // The keys asked before, at any version. A key never asked has no kept answer, so its first
  // read skips the version's own SELECT: the page query reads the version in the same snapshot as
  // the rows (one round trip for every search nobody made before). Only the first request of a
  // key goes that way: requests of it arriving together after that read the version and share one
  // load. Deciding by "nothing kept yet" instead sent every one of them to the database at once;
  // bench:api's new searches then fell to 5 % of the floor in 2 of 5 runs, not once in 6 with this.
  const asked = new LRUCache<string, true>({ max: MAX_PAGES * 4 });
  const categoryCounts = createVersionedCache<Kept<CategoryCounts>>({
    maxEntries: 2,
    maxSize: 2,
    sizeOf: () => 1,
    isFresh,
  });

  return {
    async page(filters: Omit<PublicStoreQuery, 'now'>): Promise<PublicPage> {
      const query = { ...filters, now: now() };
      const key = JSON.stringify([
        query.search,
        query.category,
        query.city,
        query.offset,
        query.limit,
      ]);
      if (!asked.has(key)) {
        asked.set(key, true);
        const { version, itemsJson, total, validUntil } = await stores.listPublic(query);
        if (version >= 0) pages.keep(version, key, { itemsJson, total, validUntil });
        return { itemsJson, total };
      }
      const version = await versions.current();
      const { itemsJson, total } = await pages.read(version, key, async () => {
        const read = await stores.listPublic(query);
        return { itemsJson: read.itemsJson, total: read.total, validUntil: read.validUntil };
      });
      return { itemsJson, total };
    },

    /** Every category with how many listed stores it has (`GET /store-listing/categories`). */
    async categories(): Promise<CategoryCounts['rows']> {
      const version = await versions.current();
      const counts = await categoryCounts.read(version, 'all', async () => {
        const at = now();
        // Read before the counts: a plan set to end after this read raises the version anyway.
        const validUntil = await plans.nextEndAfter(at);
        return { rows: await stores.countPublicByCategory(at), validUntil };
      });
      return counts.rows;
    },
  };
}

export type PublicListing = ReturnType<typeof createPublicListing>;
