import { Type, type Static } from '@sinclair/typebox';
import type { BillingInterval, PlanRow } from '../../db/schema';
import { successEnvelope } from '../../http/envelope';

export const Interval = Type.Union([Type.Literal('month'), Type.Literal('year')]);

/** The `plan` record of docs/api.md, with both prices for a monthly/yearly toggle. */
export const PlanRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    code: Type.String(),
    name: Type.String(),
    description: Type.String(),
    price_cents: Type.Integer({ description: 'The price for `interval`.' }),
    monthly_price_cents: Type.Integer(),
    yearly_price_cents: Type.Integer(),
    currency: Type.String(),
    interval: Interval,
    features: Type.Array(Type.String()),
    max_stores: Type.Integer(),
    max_branches: Type.Integer(),
    max_reward_cards: Type.Integer(),
  },
  { title: 'Plan' },
);
export type PlanRecord = Static<typeof PlanRecord>;

export const PlansQuery = Type.Object({ interval: Type.Optional(Interval) });
export const PlansResponse = successEnvelope(Type.Array(PlanRecord));
export type PlansResponse = Static<typeof PlansResponse>;

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
