import { and, desc, eq, inArray } from 'drizzle-orm';
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

    async update(id: string, patch: SubscriptionPatch, at: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ ...patch, updatedAt: at })
        .where(eq(subscriptions.id, id));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
