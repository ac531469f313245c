// docs/product.md, "Scanning a customer": what the cashier reads. The server words the refusals
// (cooldown, daily limit, unknown code, not enough stamps); these are the app's own.

export const UNREACHABLE_MESSAGE =
  'We couldn’t reach the server. Check the connection and try again.';
export const STAMP_UNREACHABLE_MESSAGE =
  'We couldn’t reach the server, so we don’t know yet whether the stamp was added. Try again: it will never be counted twice.';

export const stampAddedMessage = (count: number) =>
  count === 1 ? 'Stamp added.' : `${count} stamps added.`;
/** An offer the stamp used, as the server labels it: "Birthday gift: +1 stamp." */
export const offerMessage = (offer: { label: string }) => `${offer.label}.`;
/** Above the Stamp button: the offers the next stamp adds by itself. */
export const NEXT_STAMP_ADDS = 'The next stamp adds:';
export const rewardReadyMessage = (firstName: string) =>
  `${firstName}’s card is full: the reward can be redeemed now.`;
/** Said after a stamp that lands past a full card. */
export const stampsWaitingMessage = (waiting: number) =>
  `${waiting === 1 ? '1 stamp waits' : `${waiting} stamps wait`} for the next card: it starts when the reward is redeemed.`;
/**
 * Under a refused stamp: when it is possible again, in the viewer's locale and time zone (the
 * server's message says it in the store's); the day is named when it is not today.
 */
export const nextStampMessage = (at: Date, now = new Date()) => {
  const today = at.toDateString() === now.toDateString();
  const when = new Intl.DateTimeFormat(undefined, {
    ...(!today && { weekday: 'long' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `Next stamp possible: ${when}.`;
};
export const rewardRedeemedMessage = (reward: string) => `Reward redeemed: ${reward}.`;
/** docs/product.md, "Staff": a change made by a member of staff names them (none: the owner). */
export const stampedByMessage = (name: string) => `Stamped by ${name}.`;
export const redeemedByMessage = (name: string) => `Redeemed by ${name}.`;
export const STAMP_UNDONE_MESSAGE = 'Stamp undone.';
export const REDEMPTION_UNDONE_MESSAGE = 'Redemption undone: the stamps are back on the card.';

// Shared with every call that takes an Idempotency-Key (src/lib/usePendingKey.ts).
export { mayRetry } from '../../api/client/apiError';
