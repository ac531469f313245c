import type { BillingInterval, Plan } from '../../api/billing/subscriptions';

export interface PricedPlan {
  plan: Plan;
  /** The price for the chosen interval, in cents. */
  priceCents: number;
}

/**
 * The plans to show for an interval: the server prices them for the interval asked
 * (`GET /subscription/plans?interval=`); should it answer monthly prices only, a year costs twelve
 * months.
 */
export function plansFor(plans: Plan[], interval: BillingInterval): PricedPlan[] {
  const exact = plans.filter((plan) => plan.interval === interval);
  if (exact.length > 0) return exact.map((plan) => ({ plan, priceCents: plan.price_cents }));
  return plans
    .filter((plan) => plan.interval === 'month')
    .map((plan) => ({
      plan,
      priceCents: interval === 'year' ? plan.price_cents * 12 : plan.price_cents,
    }));
}
