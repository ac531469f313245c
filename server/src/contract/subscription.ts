import { Type, type Static } from '@sinclair/typebox';

// Plans and subscriptions as answers show them: the billing routes and the merchant's `GET /home`.

const Timestamp = Type.String({ format: 'date-time' });

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

/** The `subscription` record of docs/api.md. */
export const SubscriptionRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    plan: PlanRecord,
    status: Type.Union([
      Type.Literal('incomplete'),
      Type.Literal('active'),
      Type.Literal('past_due'),
      Type.Literal('canceled'),
    ]),
    current_period_start: Timestamp,
    current_period_end: Timestamp,
    cancel_at_period_end: Type.Boolean(),
    canceled_at: Type.Union([Timestamp, Type.Null()]),
    refundable_until: Type.Union([Timestamp, Type.Null()], {
      description:
        'Until when POST /subscriptions/:id/refund gives every payment back (30 days from the ' +
        'first payment); null when never paid, already refunded, or the merchant has had the ' +
        'money-back guarantee once (`money_back_used`). Past it, the refund is refused.',
    }),
    money_back_used: Type.Boolean({
      description:
        'The merchant has had the 30-day money-back refund already (for this subscription or ' +
        'another): it is once per merchant, so no subscription of theirs offers it again.',
    }),
    created_at: Timestamp,
  },
  { title: 'Subscription' },
);
export type SubscriptionRecord = Static<typeof SubscriptionRecord>;
