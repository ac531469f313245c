import { Type, type Static } from '@sinclair/typebox';

// Reward cards and customers' cards as answers show them (docs/api.md, "Records"): the reward-cards
// routes and the customer's `GET /home` both send them.

const Timestamp = Type.String({ format: 'date-time' });

export const RewardCardRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    store_id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    description: Type.String(),
    stamps_required: Type.Integer({ minimum: 1, maximum: 50 }),
    reward_description: Type.String(),
    active: Type.Boolean(),
    valid_until: Type.Union([Timestamp, Type.Null()]),
    created_at: Timestamp,
  },
  { title: 'Reward card' },
);
export type RewardCardRecord = Static<typeof RewardCardRecord>;

export const CustomerCardRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    reward_card: RewardCardRecord,
    store: Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      avatar_url: Type.Union([Type.String(), Type.Null()]),
    }),
    stamps: Type.Integer({
      minimum: 0,
      description: 'The stamps the card shows: never more than `stamps_required`.',
    }),
    stamps_waiting: Type.Integer({
      minimum: 0,
      description:
        'Stamps past a full card, kept for the next card: they start it as soon as the reward is redeemed.',
    }),
    rewards_ready: Type.Integer({
      minimum: 0,
      description: 'Rewards the stamps (shown and waiting) cover now, ready to redeem.',
    }),
    rewards_earned: Type.Integer({ minimum: 0 }),
    rewards_redeemed: Type.Integer({ minimum: 0 }),
    last_activity_at: Type.Union([Timestamp, Type.Null()]),
    paused: Type.Boolean({
      description:
        'True while the card takes no stamps and gives no rewards because its store is hidden ' +
        'or its merchant has no plan in service; the stamps are kept (docs/product.md, ' +
        '"Without an active plan").',
    }),
    stamps_expire_at: Type.Union([Timestamp, Type.Null()], {
      description:
        "The last moment the card's stamps toward its next reward are valid, under the store's " +
        "expiry rule: the end of the store's local day, written with the store's UTC offset, so " +
        'the date part is the last day at the store. Null when they never expire (docs/product.md, ' +
        '"Expiry").',
    }),
    reward_expires_at: Type.Union([Timestamp, Type.Null()], {
      description:
        "The last moment the card's ready reward can be redeemed, written as `stamps_expire_at`. " +
        'Null when no reward is ready or rewards never expire.',
    }),
  },
  { title: 'Customer card' },
);
export type CustomerCardRecord = Static<typeof CustomerCardRecord>;
