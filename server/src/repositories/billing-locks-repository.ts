import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingLocks, type BillingOperation } from '../db/schema';

/** SQL for `billing_locks`: the one money call of a merchant under way (docs/api.md). */
export function createBillingLocksRepository(db: Database) {
  return {
    /**
     * Takes the merchant's lock for `token` unless another call holds it, and answers whether it
     * did. A lock taken before `staleBefore` belongs to a call that stopped half-way: it is taken
     * over. On PostgreSQL a call racing to take it waits here until the first one's transaction
     * ends, then finds its row.
     */
    async take(
      merchantId: string,
      operation: BillingOperation,
      token: string,
      at: Date,
      staleBefore: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(billingLocks)
        .values({ merchantId, operation, token, startedAt: at })
        .onConflictDoUpdate({
          target: billingLocks.merchantId,
          set: { operation, token, startedAt: at },
          setWhere: lt(billingLocks.startedAt, staleBefore),
        })
        .returning({ token: billingLocks.token });
      return rows.length > 0;
    },

    /** Gives the lock back, if `token` still holds it. */
    async release(merchantId: string, token: string): Promise<void> {
      await db
        .delete(billingLocks)
        .where(and(eq(billingLocks.merchantId, merchantId), eq(billingLocks.token, token)));
    },
  };
}
