import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { plans, subscriptions, type SubscriptionStatus } from '../db/schema';

/** Where a merchant's newest subscription stands, with its plan's name. */
export interface NewestSubscription {
  merchantId: string;
  status: SubscriptionStatus;
  planName: string;
}

/**
 * SQL for the newest subscription of each of several merchants: one `DISTINCT ON` query for a
 * whole page of merchants, so a list costs the same number of queries whatever its length.
 */
export function createNewestSubscriptionsRepository(db: Database) {
  return {
    async forMerchants(merchantIds: readonly string[]): Promise<NewestSubscription[]> {
      if (merchantIds.length === 0) return [];
      return db
        .selectDistinctOn([subscriptions.merchantId], {
          merchantId: subscriptions.merchantId,
          status: subscriptions.status,
          planName: plans.name,
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(inArray(subscriptions.merchantId, [...new Set(merchantIds)]))
        .orderBy(subscriptions.merchantId, desc(subscriptions.createdAt), desc(subscriptions.id));
    },
  };
}
