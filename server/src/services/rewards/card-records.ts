import { Type, type Static } from '@sinclair/typebox';
import type { CustomerCardRow, RewardCardRow, StoreRow } from '../../db/schema';

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
  },
  { title: 'Customer card' },
);
export type CustomerCardRecord = Static<typeof CustomerCardRecord>;

export function toRewardCardRecord(card: RewardCardRow): RewardCardRecord {
  return {
    id: card.id,
    store_id: card.storeId,
    title: card.title,
    description: card.description,
    stamps_required: card.stampsRequired,
    reward_description: card.rewardDescription,
    active: card.active,
    valid_until: card.validUntil?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
  };
}

/** How many rewards the card's stamps cover now (docs/product.md, "Reward cards and stamps"). */
export function rewardsReady(stamps: number, stampsRequired: number): number {
  return Math.floor(stamps / stampsRequired);
}

/**
 * The card as a person sees it: `customer_cards.stamps` is every stamp not yet redeemed, and a card
 * shows at most `stamps_required` of them; the rest wait for the next card (docs/product.md,
 * "Reward cards and stamps"), so a customer never loses a stamp and never reads "9 of 8".
 * `rewards_earned` is computed, not stored: the rewards taken plus those the stamps cover now, so
 * an undo or a changed `stamps_required` can never leave it wrong.
 */
export function toCustomerCardRecord(parts: {
  customerCard: CustomerCardRow;
  card: RewardCardRow;
  store: StoreRow;
  /** Read with the plan (the customer's own lists); else only a hidden store says so. */
  paused?: boolean;
}): CustomerCardRecord {
  const { customerCard, card, store } = parts;
  const ready = rewardsReady(customerCard.stamps, card.stampsRequired);
  return {
    id: customerCard.id,
    reward_card: toRewardCardRecord(card),
    store: { id: store.id, name: store.name, avatar_url: store.avatarUrl },
    stamps: Math.min(customerCard.stamps, card.stampsRequired),
    stamps_waiting: Math.max(0, customerCard.stamps - card.stampsRequired),
    rewards_ready: ready,
    rewards_earned: customerCard.rewardsRedeemed + ready,
    rewards_redeemed: customerCard.rewardsRedeemed,
    last_activity_at: customerCard.lastActivityAt?.toISOString() ?? null,
    paused: parts.paused ?? store.status !== 'active',
  };
}
