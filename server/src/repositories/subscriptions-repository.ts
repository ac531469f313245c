import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
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
  >
>;

/** SQL for the `subscriptions` table; reads come with their plan. */
export function createSubscriptionsRepository(db: Database) {
  const withPlan = () =>
    db
      .select({ subscription: subscriptions, plan: plans })
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

    /**
     * Marks the subscription refunded unless it already is: false when another call got there
     * first (docs/product.md, "Refunds": a payment is refunded once).
     */
    async markRefunded(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ refundedAt: at, updatedAt: at })
        .where(and(eq(subscriptions.id, id), sql`${subscriptions.refundedAt} is null`))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    async clearRefunded(id: string): Promise<void> {
      await db.update(subscriptions).set({ refundedAt: null }).where(eq(subscriptions.id, id));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
