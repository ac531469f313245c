import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pushSubscriptions, users, type PushSubscriptionRow } from '../db/schema';

/** Devices kept per account: a new one beyond this replaces the one registered longest ago. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The device's IANA zone, kept as the person's (`users.time_zone`: quiet hours follow it). */
  timeZone: string;
}

/** The `push_subscriptions` table: one row per browser's endpoint. */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    ofUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /**
     * Upsert by endpoint: a browser re-subscribing (new keys) replaces its row, and an endpoint
     * registered by another account moves to this one (the device changed hands: the old account
     * must not reach it any more). Then only the newest MAX_SUBSCRIPTIONS_PER_USER stay.
     */
    async save(input: NewPushSubscription, now: Date): Promise<PushSubscriptionRow> {
      const { timeZone, ...device } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ ...device, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: input.userId,
              p256dh: input.p256dh,
              auth: input.auth,
              createdAt: now,
              lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${input.userId}::uuid then ${pushSubscriptions.lastSuccessAt} end`,
            },
          })
          .returning();
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, input.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_SUBSCRIPTIONS_PER_USER);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, kept)),
          );
        await tx.update(users).set({ timeZone }).where(eq(users.id, input.userId));
        return row!;
      });
    },

    /** Only the caller's own: answers whether a row went. */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    async removeByIds(ids: string[]): Promise<void> {
      if (!ids.length) return;
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    async markDelivered(ids: string[], at: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at })
        .where(inArray(pushSubscriptions.id, ids));
    },
  };
}
