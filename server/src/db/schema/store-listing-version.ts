import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` goes up, at commit, with every change that can alter the public store
 * listing: a store, a branch (its count is listed), a category, or a merchant's verification,
 * status or logo. Triggers do it (migration 0010), so no write path can forget. The listing's
 * answers are cached per process under this version (docs/performance.md, "Store listing search").
 */
export const storeListingVersion = pgTable(
  'store_listing_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('store_listing_version_one_row', sql`${table.id} = 1`)],
);
