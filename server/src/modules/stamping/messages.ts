// What a cashier reads after a scan (docs/product.md, "Reward cards and stamps"): short sentences
// with the customer's first name, never a code.

export const CARD_NOT_FOUND = 'This reward card does not exist.';
export const NO_CUSTOMER = 'No customer has this QR code.';
export const NO_CUSTOMER_BY_CODE = 'No customer has this short code.';
// The same words whether nobody has the number or its owner has not let shops find them by it.
export const NO_CUSTOMER_BY_PHONE = 'No customer can be found by this phone number.';

/** A phone the store's country cannot read. */
export function phoneNotReadMessage(country: string): string {
  return `This is not a phone number of ${country}. A number from another country needs its + code.`;
}
export const BRANCH_NOT_FOUND = "This branch is not one of this card's store.";
export const CARD_NOT_ACTIVE = 'This reward card is not active, so it takes no stamps.';
export const CARD_EXPIRED = 'This reward card has ended, so it takes no stamps.';
export const STAMP_NOT_FOUND = 'This stamp does not exist.';
export const UNDO_TOO_LATE = 'A stamp can be undone only within 10 minutes.';
export const ALREADY_UNDONE = 'This stamp was already undone.';
export const REDEMPTION_NOT_FOUND = 'This redemption does not exist.';
export const REDEMPTION_UNDO_TOO_LATE = 'A redemption can be undone only within 10 minutes.';
export const REDEMPTION_ALREADY_UNDONE = 'This redemption was already undone.';

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function stamps(count: number): string {
  return count === 1 ? '1 stamp' : `${count} stamps`;
}

function moreStamps(count: number): string {
  return count === 1 ? '1 more stamp' : `${count} more stamps`;
}

/** "Ana got a stamp 2 minutes ago. The next one is possible in 3 minutes." */
export function cooldownMessage(name: string, agoMs: number, waitMs: number): string {
  const ago = Math.floor(agoMs / 60_000);
  const when = ago < 1 ? 'less than a minute ago' : `${minutes(ago)} ago`;
  const wait = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${name} got a stamp ${when}. The next one is possible in ${minutes(wait)}.`;
}

/**
 * "Ana has reached today's limit of 10 stamps at this store. The next stamp is possible from Thu
 * 28 Nov, 00:00 (Europe/Lisbon)." `nextAt` is the start of the merchant's next day, written in
 * their time zone (docs/product.md, "Reward cards and stamps").
 */
export function dailyLimitMessage(
  name: string,
  limit: number,
  left: number,
  nextAt: Date,
  timeZone: string,
): string {
  if (left > 0) return `${name} can get only ${moreStamps(left)} at this store today.`;
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(nextAt);
  return `${name} has reached today's limit of ${stamps(limit)} at this store. The next stamp is possible from ${when} (${timeZone}).`;
}

/** "Ana needs 3 more stamps before this reward." */
export function notEnoughStampsMessage(name: string, missing: number): string {
  return `${name} needs ${moreStamps(missing)} before this reward.`;
}

export const STAMP_ALREADY_USED =
  'This stamp was already used for a reward, so it cannot be undone.';

/**
 * "Ana's reward expired on 12 March 2027." `goneAt` is the first moment it was gone: the day
 * named is the one before it, in the store's time zone (docs/product.md, "Expiry").
 */
export function rewardExpiredMessage(name: string, goneAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(goneAt.getTime() - 1));
  return `${name}'s reward expired on ${day}.`;
}
