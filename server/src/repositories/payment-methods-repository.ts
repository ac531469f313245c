import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  merchants,
  paymentCustomers,
  paymentMethods,
  type NewPaymentMethodRow,
  type PaymentMethodRow,
  type PaymentProviderName,
} from '../db/schema';

/** SQL for `payment_methods` and `payment_customers`. */
export function createPaymentMethodsRepository(db: Database) {
  return {
    async customerId(merchantId: string, provider: PaymentProviderName) {
      const [row] = await db
        .select()
        .from(paymentCustomers)
        .where(
          and(eq(paymentCustomers.merchantId, merchantId), eq(paymentCustomers.provider, provider)),
        );
      return row?.customerId;
    },

    /** Keeps the first customer if two requests made one at once. */
    async saveCustomerId(merchantId: string, provider: PaymentProviderName, customerId: string) {
      await db
        .insert(paymentCustomers)
        .values({ merchantId, provider, customerId })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(paymentCustomers)
        .where(
          and(eq(paymentCustomers.merchantId, merchantId), eq(paymentCustomers.provider, provider)),
        );
      return row?.customerId ?? customerId;
    },

    async listForMerchant(merchantId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.merchantId, merchantId))
        .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
    },

    async findOwn(merchantId: string, id: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.merchantId, merchantId)));
      return row;
    },

    async findDefault(merchantId: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.isDefault, true)));
      return row;
    },

    async insert(values: NewPaymentMethodRow): Promise<PaymentMethodRow> {
      const [row] = await db.insert(paymentMethods).values(values).returning();
      if (!row) throw new Error('insert into payment_methods returned no row');
      return row;
    },

    /** Makes `id` the merchant's only default. */
    async setDefault(merchantId: string, id: string): Promise<void> {
      await db
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(eq(paymentMethods.merchantId, merchantId));
      await db
        .update(paymentMethods)
        .set({ isDefault: true })
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.merchantId, merchantId)));
    },

    async remove(id: string): Promise<void> {
      await db.delete(paymentMethods).where(eq(paymentMethods.id, id));
    },

    /**
     * Holds the merchant's row until the transaction ends, so that saving, removing and choosing
     * cards for one merchant take turns (the unique indexes are the backstop).
     */
    async lockMerchant(merchantId: string): Promise<void> {
      await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update');
    },

    /** The merchant's saved card with this fingerprint and expiry, if any. */
    async findSameCard(
      merchantId: string,
      provider: PaymentProviderName,
      card: { fingerprint: string; expMonth: number; expYear: number },
    ): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.merchantId, merchantId),
            eq(paymentMethods.provider, provider),
            eq(paymentMethods.fingerprint, card.fingerprint),
            eq(paymentMethods.expMonth, card.expMonth),
            eq(paymentMethods.expYear, card.expYear),
          ),
        );
      return row;
    },

    /** When the merchant has cards but no default: the newest becomes it. */
    async promoteNewestIfNoDefault(merchantId: string): Promise<void> {
      if (await this.findDefault(merchantId)) return;
      const [newest] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.merchantId, merchantId))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
        .limit(1);
      if (newest) await this.setDefault(merchantId, newest.id);
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
