import { and, asc, count, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  branches,
  categories,
  merchants,
  stores,
  type CategoryRow,
  type NewStoreRow,
  type StoreRow,
} from '../db/schema';
import {
  createPublicStorePages,
  likeEscaped,
  publiclyListed,
  type StoreWithCategory,
} from './public-store-pages';
import type { SqlTime } from './plans-in-service';

export type StorePatch = Partial<
  Pick<
    StoreRow,
    | 'name'
    | 'description'
    | 'categoryId'
    | 'phone'
    | 'email'
    | 'website'
    | 'addressLine'
    | 'city'
    | 'postalCode'
    | 'country'
    | 'latitude'
    | 'longitude'
    | 'counterIdleLockSeconds'
  >
>;

/** A store as answers show it: with its category, its live branches counted, its owner's state. */
export interface StoreDetail extends StoreWithCategory {
  /**
   * Whether the public may see it: active, of a verified merchant whose account is active and
   * whose plan is in service at the time asked.
   */
  listed: boolean;
}

/** Branches that exist (not deleted) of this store, counted in the same query as the store. */
const branchesCount =
  sql<number>`(select count(*) from ${branches} where ${branches.storeId} = ${stores.id} and ${branches.deletedAt} is null)`
    .mapWith(Number)
    .as('branches_count');

/** SQL for the `stores` table. */
export function createStoresRepository(db: Database) {
  const detailed = (at: SqlTime) =>
    db
      .select({
        store: stores,
        category: categories,
        branchesCount,
        brandLogoUrl: merchants.logoUrl,
        listed: sql<boolean>`coalesce(${publiclyListed(at)}, false)`.as('listed'),
      })
      .from(stores)
      .innerJoin(merchants, eq(merchants.id, stores.merchantId))
      .leftJoin(categories, eq(categories.id, stores.categoryId));

  // Prepared on first use: `GET /stores/:id` is a hot public read (docs/performance.md).
  let byId: ReturnType<typeof prepareById> | undefined;
  const prepareById = () =>
    detailed(sql.placeholder('now'))
      .where(eq(stores.id, sql.placeholder('id')))
      .prepare('stores_find_detail');

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

    /** The store, and whether it is listed at `now` (the time of the request). */
    async findDetail(id: string, now: Date): Promise<StoreDetail | undefined> {
      byId ??= prepareById();
      const [row] = await byId.execute({ id, now: now.toISOString() });
      return row;
    },

    /** Every store of the merchant, hidden ones included, oldest first; `listed` as of `now`. */
    async listForMerchant(merchantId: string, now: Date): Promise<StoreDetail[]> {
      return detailed(now)
        .where(eq(stores.merchantId, merchantId))
        .orderBy(asc(stores.createdAt), asc(stores.id));
    },

    /** The merchant's stores that count against the plan: the active ones. */
    async countActiveForMerchant(merchantId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(stores)
        .where(and(eq(stores.merchantId, merchantId), eq(stores.status, 'active')));
      return row?.value ?? 0;
    },

    /** The merchant's store `id`, or undefined when it is someone else's or does not exist. */
    async findOwn(merchantId: string, id: string): Promise<StoreRow | undefined> {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, id), eq(stores.merchantId, merchantId)));
      return row;
    },

    async update(id: string, patch: StorePatch & { slug?: string }, at: Date): Promise<void> {
      await db
        .update(stores)
        .set({ ...patch, updatedAt: at })
        .where(eq(stores.id, id));
    },

    async hide(id: string, at: Date): Promise<void> {
      await db.update(stores).set({ status: 'hidden', updatedAt: at }).where(eq(stores.id, id));
    },

    async setAvatar(id: string, avatarUrl: string, at: Date): Promise<void> {
      await db.update(stores).set({ avatarUrl, updatedAt: at }).where(eq(stores.id, id));
    },

    /**
     * Every category with how many stores the public listing shows in it at `now` (0 included),
     * by name: the same visibility rule as `listPublic`.
     */
    async countPublicByCategory(
      now: Date,
    ): Promise<{ category: CategoryRow; storesCount: number }[]> {
      const listed = db
        .select({ categoryId: stores.categoryId })
        .from(stores)
        .innerJoin(merchants, eq(merchants.id, stores.merchantId))
        .where(publiclyListed(now))
        .as('listed');
      const rows = await db
        .select({ category: categories, storesCount: count(listed.categoryId) })
        .from(categories)
        .leftJoin(listed, eq(listed.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.name));
      return rows;
    },

    /** Active stores of verified, active merchants matching the query, and how many there are. */
    listPublic: createPublicStorePages(db),
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
