import type { CustomerCardRecord, RewardCardRecord } from '../../contract/reward-cards';
import type { CustomerCardRow, RewardCardRow, StoreRow } from '../../db/schema';
import { cardAt, lastMomentIso } from './expiry';

// Makes the reward-card and customer-card records (contract/reward-cards.ts) from their rows.

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
 *
 * Expiry is computed on read (docs/product.md, "Expiry"): a card read after its stamps' or its
 * reward's moment shows them gone, whether or not the counter or the daily sweep has written it
 * yet.
 */
export function toCustomerCardRecord(parts: {
  customerCard: CustomerCardRow;
  card: RewardCardRow;
  store: StoreRow;
  /** The time zone of the store's days (its merchant's settings). */
  timeZone: string;
  /** The moment the card is shown as at. */
  readAt: Date;
  /** Read with the plan (the customer's own lists); else only a hidden store says so. */
  paused?: boolean;
}): CustomerCardRecord {
  const { card, store, timeZone } = parts;
  const rules = {
    stampExpiryMonths: store.stampExpiryMonths,
    rewardExpiryDays: store.rewardExpiryDays,
    timeZone,
  };
  const now = cardAt(parts.customerCard, card.stampsRequired, rules, parts.readAt);
  const customerCard = { ...parts.customerCard, stamps: now.stamps };
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
    stamps_expire_at: now.expiry.stamps ? lastMomentIso(now.expiry.stamps, timeZone) : null,
    reward_expires_at: now.expiry.reward ? lastMomentIso(now.expiry.reward, timeZone) : null,
  };
}
