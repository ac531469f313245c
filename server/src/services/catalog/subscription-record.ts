import type { PlanRecord, SubscriptionRecord } from '../../contract/subscription';
import type { BillingInterval, PlanRow } from '../../db/schema';
import type { SubscriptionWithPlan } from '../../repositories/subscriptions-repository';
import { refundableUntil } from '../payments/money-back';

// Makes the plan and subscription records (contract/subscription.ts) from their rows.

export function priceFor(plan: PlanRow, interval: BillingInterval): number {
  return interval === 'year' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
}

export function toPlanRecord(plan: PlanRow, interval: BillingInterval): PlanRecord {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    description: plan.description,
    price_cents: priceFor(plan, interval),
    monthly_price_cents: plan.monthlyPriceCents,
    yearly_price_cents: plan.yearlyPriceCents,
    currency: plan.currency,
    interval,
    features: plan.features,
    max_stores: plan.maxStores,
    max_branches: plan.maxBranches,
    max_reward_cards: plan.maxRewardCards,
  };
}

export function toSubscriptionRecord(found: SubscriptionWithPlan): SubscriptionRecord {
  const { subscription, plan } = found;
  return {
    id: subscription.id,
    plan: toPlanRecord(plan, subscription.interval),
    status: subscription.status,
    current_period_start: subscription.currentPeriodStart.toISOString(),
    current_period_end: subscription.currentPeriodEnd.toISOString(),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt?.toISOString() ?? null,
    refundable_until: refundableUntil(found)?.toISOString() ?? null,
    money_back_used: found.moneyBackTaken,
    created_at: subscription.createdAt.toISOString(),
  };
}
