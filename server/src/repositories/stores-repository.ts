import { asc, count, eq, like, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  merchants,
  stores,
  type CategoryRow,
  type NewStoreRow,
  type StoreRow,
} from '../db/schema';
import { createPublicStorePages, likeEscaped, PUBLICLY_LISTED } from './public-store-pages';

/** SQL for the `stores` table. */
export function createStoresRepository(db: Database) {
  return {
    async insert(values: NewStoreRow): Promise<StoreRow> {
      const [row] = await db.insert(stores).values(values).returning();
      if (!row) throw new Error('insert into stores returned no row');
      return row;
    },

    /** Slugs in use that are `base` or start with `base-`, to pick the next free one. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: stores.slug })
        .from(stores)
        .where(or(eq(stores.slug, base), like(stores.slug, `${likeEscaped(base)}-%`)));
      return rows.map((row) => row.slug);
    },

    /**
     * Every category with how many stores the public listing shows in it (0 included), by name:
     * the same visibility rule as `listPublic`.
     */
    async countPublicByCategory(): Promise<{ category: CategoryRow; storesCount: number }[]> {
      const listed = db
        .select({ categoryId: stores.categoryId })
        .from(stores)
        .innerJoin(merchants, eq(merchants.id, stores.merchantId))
        .where(PUBLICLY_LISTED)
        .as('listed');
      const rows = await db
        .select({ category: categories, storesCount: count(listed.categoryId) })
        .from(categories)
        .leftJoin(listed, eq(listed.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.name));
      return rows;
    },

    /** Active stores of verified, active merchants, by name, and how many there are. */
    listPublic: createPublicStorePages(db),
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
