import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentRefunds, type PaymentRefundRow } from '../db/schema';

/** SQL for `payment_refunds`: every refund made through a provider. */
export function createPaymentRefundsRepository(db: Database) {
  return {
    async insertMany(values: (typeof paymentRefunds.$inferInsert)[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(paymentRefunds).values(values).onConflictDoNothing();
    },

    async listForSubscription(subscriptionId: string): Promise<PaymentRefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.subscriptionId, subscriptionId))
        .orderBy(asc(paymentRefunds.createdAt));
    },
  };
}
