import type { CustomerCard, RewardCard } from '../../api/rewardCards';

/**
 * The reward card the scanner opens on for a customer found (docs/product.md, "Finding a
 * customer"): of the store's active cards the customer holds, one with a reward ready first, then
 * the one fewest stamps from its reward (by share of the card when two are as near). Undefined
 * when they hold none of them: the cashier's own choice stays.
 */
export function cardThatMatters(
  rewardCards: readonly RewardCard[],
  held: readonly CustomerCard[],
): RewardCard | undefined {
  const ranked = held
    .map((card) => ({ card, program: rewardCards.find(({ id }) => id === card.reward_card.id) }))
    .filter((entry): entry is { card: CustomerCard; program: RewardCard } => !!entry.program)
    .filter(({ card }) => card.rewards_ready > 0 || card.stamps > 0)
    .map(({ card, program }) => ({
      program,
      ready: card.rewards_ready > 0,
      missing: program.stamps_required - card.stamps,
      share: card.stamps / program.stamps_required,
    }))
    .sort(
      (a, b) => Number(b.ready) - Number(a.ready) || a.missing - b.missing || b.share - a.share,
    );
  return ranked[0]?.program;
}
