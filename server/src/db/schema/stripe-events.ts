import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Stripe webhook events already handled, by event id: Stripe may deliver one more than once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
