import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeListingVersion } from '../db/schema';

/**
 * The public listing's version (db/schema/store-listing-version.ts): one prepared primary-key
 * read, as cheap as a query gets, made before every listing answer.
 */
export function createStoreListingVersionRepository(db: Database) {
  const current = db
    .select({ version: storeListingVersion.version })
    .from(storeListingVersion)
    .where(eq(storeListingVersion.id, sql.placeholder('id')))
    .prepare('store_listing_version_current');

  return {
    async current(): Promise<number> {
      const [row] = await current.execute({ id: 1 });
      // The migration inserts the row; without it, no answer would ever be reused.
      return row?.version ?? -1;
    },
  };
}
