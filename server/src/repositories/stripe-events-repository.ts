import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stripeEvents } from '../db/schema';

/** SQL for `stripe_events`: which webhook events were handled. */
export function createStripeEventsRepository(db: Database) {
  return {
    /** True for the first delivery of `id`, false for a repeat (the insert is the lock). */
    async claim(id: string, type: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values({ id, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** Lets Stripe's retry of an event whose handling failed run again. */
    async release(id: string): Promise<void> {
      await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
    },
  };
}
