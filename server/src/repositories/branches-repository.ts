import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { branches, stores, type BranchRow, type NewBranchRow } from '../db/schema';

export type BranchPatch = Partial<
  Pick<
    BranchRow,
    | 'name'
    | 'addressLine'
    | 'city'
    | 'postalCode'
    | 'country'
    | 'phone'
    | 'latitude'
    | 'longitude'
    | 'openingHours'
    | 'status'
  >
>;

/** SQL for the `branches` table. Deleted branches (`deleted_at` set) are never read back. */
export function createBranchesRepository(db: Database) {
  const live = isNull(branches.deletedAt);

  // Prepared on first use: the public store page reads it on every request.
  let ofStore: ReturnType<typeof prepareOfStore> | undefined;
  const prepareOfStore = () =>
    db
      .select()
      .from(branches)
      .where(and(eq(branches.storeId, sql.placeholder('storeId')), live))
      .orderBy(asc(branches.createdAt), asc(branches.id))
      .prepare('branches_of_store');

  return {
    async insert(values: NewBranchRow): Promise<BranchRow> {
      const [row] = await db.insert(branches).values(values).returning();
      if (!row) throw new Error('insert into branches returned no row');
      return row;
    },

    /** The store's branches, oldest first. */
    async listForStore(storeId: string): Promise<BranchRow[]> {
      ofStore ??= prepareOfStore();
      return ofStore.execute({ storeId });
    },

    /** The branch `id` if it belongs to one of the merchant's stores, else undefined. */
    async findOwn(merchantId: string, id: string): Promise<BranchRow | undefined> {
      const [row] = await db
        .select({ branch: branches })
        .from(branches)
        .innerJoin(stores, eq(stores.id, branches.storeId))
        .where(and(eq(branches.id, id), eq(stores.merchantId, merchantId), live));
      return row?.branch;
    },

    /** Branches of the merchant's active stores: what the plan's `max_branches` limits. */
    async countForMerchant(merchantId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(branches)
        .innerJoin(stores, eq(stores.id, branches.storeId))
        .where(and(eq(stores.merchantId, merchantId), eq(stores.status, 'active'), live));
      return row?.value ?? 0;
    },

    async update(id: string, patch: BranchPatch, at: Date): Promise<BranchRow | undefined> {
      const [row] = await db
        .update(branches)
        .set({ ...patch, updatedAt: at })
        .where(and(eq(branches.id, id), live))
        .returning();
      return row;
    },

    async remove(id: string, at: Date): Promise<void> {
      await db
        .update(branches)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(branches.id, id), live));
    },
  };
}

export type BranchesRepository = ReturnType<typeof createBranchesRepository>;
