import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface StoredAnswer {
  /** 0 while the first request is still being handled. */
  status: number;
  body: unknown;
  /** What the first request asked for; empty for keys kept before requests were hashed. */
  requestHash: string;
}

/** SQL for the `idempotency_keys` table: the first answer per merchant and key. */
export function createIdempotencyKeysRepository(db: Database) {
  const byKey = (merchantId: string, key: string) =>
    and(eq(idempotencyKeys.merchantId, merchantId), eq(idempotencyKeys.key, key));

  return {
    /**
     * Takes the key for this transaction: true when it was free. On PostgreSQL a request racing
     * with the same key waits here until the first one commits (then gets false and reads its
     * answer) or rolls back (then takes the key itself).
     */
    async claim(merchantId: string, key: string, requestHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ merchantId, key, requestHash, status: 0, body: {}, createdAt: at })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(merchantId: string, key: string): Promise<StoredAnswer | undefined> {
      const [row] = await db
        .select({
          status: idempotencyKeys.status,
          body: idempotencyKeys.body,
          requestHash: idempotencyKeys.requestHash,
        })
        .from(idempotencyKeys)
        .where(byKey(merchantId, key));
      return row;
    },

    /** Keeps the answer the claimed key gave. */
    async complete(
      merchantId: string,
      key: string,
      answer: { status: number; body: unknown },
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status: answer.status, body: answer.body })
        .where(byKey(merchantId, key));
    },

    /** Frees a key whose request failed after it was committed as taken, so it can be retried. */
    async release(merchantId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(byKey(merchantId, key), eq(idempotencyKeys.status, 0)));
    },
  };
}
