import { waitingForNextCard } from '../../components/stampCount';
import type { LiveCardEvent } from '../../api/live';

/** What the customer is told when one of their cards changes (docs/product.md, "The customer's dashboard"). */
export function liveCardMessage({ kind, customer_card: card }: LiveCardEvent): string {
  const store = card.store.name;
  const required = card.reward_card.stamps_required;
  switch (kind) {
    case 'stamp':
      return card.stamps >= required
        ? [
            `Stamp added at ${store}: your card is full, your reward is ready.`,
            waitingForNextCard(card.stamps_waiting),
          ]
            .filter(Boolean)
            .join(' ')
        : `Stamp added at ${store}: ${card.stamps} of ${required}.`;
    case 'redeem':
      return `Reward redeemed at ${store}. Enjoy!`;
    case 'undo':
      return `A stamp at ${store} was taken back: ${card.stamps} of ${required}.`;
    case 'redeem_undo':
      // Its stamps are back, so the card is full again.
      return `The reward redeemed at ${store} was undone: your card is full again, your reward is ready.`;
  }
}
