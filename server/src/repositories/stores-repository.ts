import { and, asc, count, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  merchants,
  stores,
  type CategoryRow,
  type NewStoreRow,
  type StoreRow,
} from '../db/schema';

export interface PublicStoreQuery {
  search?: string;
  /** A category slug or id. */
  category?: string;
  city?: string;
  offset: number;
  limit: number;
}

export interface StoreWithCategory {
  store: StoreRow;
  category: CategoryRow | null;
}

/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the public listing shows: active stores of verified merchants whose account is active. */
const PUBLICLY_LISTED = and(
  eq(stores.status, 'active'),
  eq(merchants.verificationStatus, 'verified'),
  eq(merchants.status, 'active'),
);

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

    /** Active stores of verified, active merchants, by name. */
    async listPublic(
      query: PublicStoreQuery,
    ): Promise<{ rows: StoreWithCategory[]; total: number }> {
      const conditions: (SQL | undefined)[] = [PUBLICLY_LISTED];
      if (query.search) {
        const pattern = `%${likeEscaped(query.search)}%`;
        conditions.push(or(ilike(stores.name, pattern), ilike(stores.description, pattern)));
      }
      if (query.category) {
        conditions.push(
          UUID.test(query.category)
            ? eq(stores.categoryId, query.category)
            : eq(categories.slug, query.category),
        );
      }
      if (query.city) conditions.push(ilike(stores.city, likeEscaped(query.city)));
      const where = and(...conditions);
      const rows = await db
        .select({ store: stores, category: categories })
        .from(stores)
        .innerJoin(merchants, eq(merchants.id, stores.merchantId))
        .leftJoin(categories, eq(categories.id, stores.categoryId))
        .where(where)
        .orderBy(asc(stores.name), asc(stores.id))
        .offset(query.offset)
        .limit(query.limit);
      const [total] = await db
        .select({ value: count() })
        .from(stores)
        .innerJoin(merchants, eq(merchants.id, stores.merchantId))
        .leftJoin(categories, eq(categories.id, stores.categoryId))
        .where(where);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
