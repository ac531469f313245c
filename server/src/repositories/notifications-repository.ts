import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** PostgreSQL NOTIFY, on PostgreSQL and on PGlite alike (no table of its own). */
export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Sends `payloads` on `channel` in one transaction: listeners get them together, in this
     * order, and only once the transaction commits.
     */
    async notify(channel: string, payloads: readonly string[]): Promise<void> {
      if (payloads.length === 1) {
        await db.execute(sql`select pg_notify(${channel}, ${payloads[0]})`);
        return;
      }
      await db.transaction(async (tx) => {
        for (const payload of payloads) {
          await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
        }
      });
    },
  };
}
