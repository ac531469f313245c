import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  merchants,
  plans,
  subscriptions,
  type NewSubscriptionRow,
  type PlanRow,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '../db/schema';

export interface SubscriptionWithPlan {
  subscription: SubscriptionRow;
  plan: PlanRow;
  /**
   * The merchant has had the 30-day money-back refund already, for this subscription or another:
   * it is once per merchant (docs/product.md, "Refunds").
   */
  moneyBackTaken: boolean;
}

export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'planId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'canceledAt'
    | 'interval'
    | 'refundedAt'
    | 'refundReason'
  >
>;

/** Whether any subscription of `merchantId` (a column or a value) was refunded as money back. */
export const moneyBackTakenBy = (merchantId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${subscriptions} as taken where taken.merchant_id = ${merchantId} and taken.refund_reason = 'money_back')`.mapWith(
    Boolean,
  );

/** SQL for the `subscriptions` table; reads come with their plan. */
export function createSubscriptionsRepository(db: Database) {
  const withPlan = () =>
    db
      .select({
        subscription: subscriptions,
        plan: plans,
        moneyBackTaken: moneyBackTakenBy(subscriptions.merchantId),
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId));

  return {
    async listForMerchant(merchantId: string): Promise<SubscriptionWithPlan[]> {
      return withPlan()
        .where(eq(subscriptions.merchantId, merchantId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    async findOwn(merchantId: string, id: string): Promise<SubscriptionWithPlan | undefined> {
      const [row] = await withPlan().where(
        and(eq(subscriptions.id, id), eq(subscriptions.merchantId, merchantId)),
      );
      return row;
    },

    async findByProviderId(providerId: string): Promise<SubscriptionWithPlan | undefined> {
      const [row] = await withPlan().where(eq(subscriptions.providerSubscriptionId, providerId));
      return row;
    },

    /** The merchant's newest subscription in one of `statuses`. */
    async findLive(
      merchantId: string,
      statuses: SubscriptionStatus[],
    ): Promise<SubscriptionWithPlan | undefined> {
      const [row] = await withPlan()
        .where(
          and(eq(subscriptions.merchantId, merchantId), inArray(subscriptions.status, statuses)),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row;
    },

    async insert(values: NewSubscriptionRow): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('insert into subscriptions returned no row');
      return row;
    },

    /** Becoming `active` for the first time records the first payment (`first_paid_at`). */
    async update(id: string, patch: SubscriptionPatch, at: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({
          ...patch,
          ...(patch.status === 'active' && {
            firstPaidAt: sql`coalesce(${subscriptions.firstPaidAt}, ${at.toISOString()}::timestamptz)`,
          }),
          updatedAt: at,
        })
        .where(eq(subscriptions.id, id));
    },

    /** Whether the merchant has had the money-back refund (it is once per merchant). */
    async moneyBackTaken(merchantId: string): Promise<boolean> {
      const [row] = await db
        .select({ taken: moneyBackTakenBy(merchantId) })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row?.taken ?? false;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
