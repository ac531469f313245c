import type { Database } from '../../db/client';
import type { PlanRow } from '../../db/schema';
import { ForbiddenError, PlanLimitError } from '../../contract/domain-errors';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';

export const SUBSCRIPTION_REQUIRED =
  'You need an active subscription to do this. Choose a plan on the subscription page.';

/**
 * The plan in service at `now` (docs/product.md, "Without an active plan"), or 403 FORBIDDEN
 * without one: stores and branches are what a subscription pays for (docs/product.md, "Stores
 * and branches").
 */
export async function activePlanOf(db: Database, merchantId: string, now: Date): Promise<PlanRow> {
  const live = await createPlansInServiceRepository(db).find(merchantId, now);
  if (!live) throw new ForbiddenError(SUBSCRIPTION_REQUIRED);
  return live.plan;
}

/** A negative maximum means no limit (the plan cards say "Unlimited"). */
export function withinLimit(used: number, maximum: number): boolean {
  return maximum < 0 || used < maximum;
}

/** 403 PLAN_LIMIT_REACHED, worded for the merchant: "Your Starter plan allows 1 store. ..." */
export function planLimitReached(plan: PlanRow, maximum: number, one: string, many: string) {
  return new PlanLimitError(
    `Your ${plan.name} plan allows ${maximum} ${maximum === 1 ? one : many}. Upgrade your plan to add more.`,
  );
}
