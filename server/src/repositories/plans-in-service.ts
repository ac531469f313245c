import { and, desc, eq, inArray, isNotNull, min, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { plans, subscriptions, type SubscriptionStatus } from '../db/schema';
import { moneyBackTakenBy, type SubscriptionWithPlan } from './subscriptions-repository';

/**
 * docs/product.md, "Without an active plan": the one rule of whether a merchant's plan is in
 * service, as SQL, so the listing, the public pages, stamping and the dashboard all read it alike.
 *
 * A subscription is in service while it is `active`, or `past_due` (the provider's grace: Stripe
 * still retries the card and cancels the subscription when the retries run out), unless it was
 * set to cancel at the period end and that end has passed. The last part is the clock's alone:
 * nothing is written when a period ends, so every reader compares `current_period_end` with the
 * time of its own request.
 */
export const IN_SERVICE_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due'];

/** A point in time as SQL: a value, or a placeholder of a prepared statement (an ISO string). */
export type SqlTime = Date | SQL | ReturnType<typeof sql.placeholder>;

function timestamp(at: SqlTime): SQL {
  return at instanceof Date ? sql`${at.toISOString()}::timestamptz` : sql`${at}::timestamptz`;
}

/** The `subscriptions` row is in service at `at`. */
export function subscriptionInService(at: SqlTime): SQL {
  return sql`(${inArray(subscriptions.status, [...IN_SERVICE_STATUSES])} and not (${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} <= ${timestamp(at)}))`;
}

/** The merchant whose id is `merchantId` (a column or a value) has a plan in service at `at`. */
export function hasPlanInService(merchantId: SQL | AnyPgColumn, at: SqlTime) {
  return sql`exists (select 1 from ${subscriptions} where ${subscriptions.merchantId} = ${merchantId} and ${subscriptionInService(at)})`;
}

/**
 * The soonest moment after `at` at which some plan ends by the clock (set to cancel at a period
 * end that has not come yet), or null: an answer read at `at` that depends on which plans are in
 * service stays true until then, unless a subscription changes (which raises the listing's
 * version: migration 0015).
 */
export function nextPlanEndAfter(at: SqlTime): SQL {
  return sql`(select min(${subscriptions.currentPeriodEnd}) from ${subscriptions} where ${endsByClockAfter(at)})`;
}

/** The subscription is in service and set to end at a period end later than `at`. */
function endsByClockAfter(at: SqlTime): SQL | undefined {
  return and(
    inArray(subscriptions.status, [...IN_SERVICE_STATUSES]),
    eq(subscriptions.cancelAtPeriodEnd, true),
    sql`${subscriptions.currentPeriodEnd} > ${timestamp(at)}`,
  );
}

/** Reads and settles plans by the rule above. */
export function createPlansInServiceRepository(db: Database) {
  return {
    /** The merchant's newest subscription in service at `at`, with its plan. */
    async find(merchantId: string, at: Date): Promise<SubscriptionWithPlan | undefined> {
      const [row] = await db
        .select({
          subscription: subscriptions,
          plan: plans,
          moneyBackTaken: moneyBackTakenBy(subscriptions.merchantId),
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(subscriptions.merchantId, merchantId), subscriptionInService(at)))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1);
      return row;
    },

    /** Whether the merchant has a plan in service at `at`. */
    async has(merchantId: string, at: Date): Promise<boolean> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.merchantId, merchantId), subscriptionInService(at)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether any subscription of the merchant was ever paid (its first payment is known). */
    async paidOnce(merchantId: string): Promise<boolean> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.merchantId, merchantId), isNotNull(subscriptions.firstPaidAt)))
        .limit(1);
      return rows.length > 0;
    },

    /** `nextPlanEndAfter` on its own. */
    async nextEndAfter(at: Date): Promise<Date | null> {
      const [row] = await db
        .select({ end: min(subscriptions.currentPeriodEnd) })
        .from(subscriptions)
        .where(endsByClockAfter(at));
      return row?.end ?? null;
    },

    /**
     * Writes down what the clock already decided: the merchant's subscriptions that were set to
     * cancel at a period end that has passed become `canceled` at that end, as Stripe cancels
     * them then (its webhook later says the same). The sandbox has no clock of its own, so
     * without this its row would stay `active`, blocking a new subscription. Answers how many.
     */
    async endLapsed(merchantId: string, at: Date): Promise<number> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: subscriptions.currentPeriodEnd, updatedAt: at })
        .where(
          and(
            eq(subscriptions.merchantId, merchantId),
            inArray(subscriptions.status, [...IN_SERVICE_STATUSES]),
            eq(subscriptions.cancelAtPeriodEnd, true),
            sql`${subscriptions.currentPeriodEnd} <= ${timestamp(at)}`,
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length;
    },
  };
}
