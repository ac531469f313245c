import { createHash } from 'node:crypto';
import { InvalidInputError, PaymentFailedError } from '../../contract/domain-errors';
import type { SandboxCardInput } from './provider';

/**
 * Why Stripe declines a card, with the message its card error carries (docs.stripe.com/testing,
 * "Declined payments"; docs.stripe.com/declines/codes). Lost and stolen cards are "declined" to
 * the card holder: Stripe does not tell them more.
 */
const DECLINES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  incorrect_number: 'Your card number is incorrect.',
} as const;

export type Decline = keyof typeof DECLINES;

/**
 * What charging a saved sandbox card does; it is written into the card's provider id
 * (`pm_sandbox_<outcome>_<uuid>`), so the sandbox keeps no card state. `requires_action`: the
 * first payment asks for 3-D Secure (later ones do not: the card was set up for them);
 * `always_authenticate`: every payment asks.
 */
export type CardOutcome = 'succeeds' | 'requires_action' | 'always_authenticate' | Decline;

interface TestCard {
  brand: string;
  /** Saving it (Stripe: a SetupIntent, or attaching it to the customer): refused, or kept. */
  onSave: Decline | null;
  /** Charging it once saved, or with it typed in. */
  onCharge: CardOutcome;
}

const card = (onCharge: CardOutcome, onSave: Decline | null = null, brand = 'visa'): TestCard => ({
  brand,
  onSave,
  onCharge,
});
const declines = (reason: Decline): TestCard => card(reason, reason);

/**
 * Stripe's published test numbers, the only ones the sandbox takes, each doing what Stripe does
 * with it. A card that Stripe declines is declined when it is saved too (a SetupIntent checks the
 * card with its issuer, so Stripe never keeps it), except 4000 0000 0000 0341, which Stripe saves
 * and then declines on every charge. The 3-D Secure cards are saved after the setup's check.
 */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': card('succeeds'),
  '5555555555554444': card('succeeds', null, 'mastercard'),
  '378282246310005': card('succeeds', null, 'amex'),
  '6011111111111117': card('succeeds', null, 'discover'),
  '4000000000003055': card('succeeds'),
  '4000000000000002': declines('declined'),
  '4000000000009995': declines('insufficient_funds'),
  '4000000000009987': declines('lost_card'),
  '4000000000009979': declines('stolen_card'),
  '4000000000000069': declines('expired_card'),
  '4000000000000127': declines('incorrect_cvc'),
  '4000000000000119': declines('processing_error'),
  '4000000000006975': declines('velocity_exceeded'),
  '4242424242424241': declines('incorrect_number'),
  '4000000000000341': card('declined'),
  '4000002500003155': card('requires_action'),
  '4000002760003184': card('always_authenticate'),
  '4000000000003220': card('always_authenticate'),
};

export const NOT_A_TEST_CARD = 'Use one of the sandbox test cards.';

/** The 402 a declined card answers, worded as Stripe's card error. */
export function declineError(reason: Decline) {
  return new PaymentFailedError(DECLINES[reason]);
}

/** The 402 a charge answers, or undefined when it goes through (or asks for 3-D Secure). */
export function chargeFailure(outcome: CardOutcome) {
  return outcome in DECLINES ? declineError(outcome as Decline) : undefined;
}

/** Whether a charge with this card asks its holder to authenticate first. */
export const asksToAuthenticate = (outcome: CardOutcome) =>
  outcome === 'requires_action' || outcome === 'always_authenticate';

/** What a sandbox card does, and its last four digits; 400 for any other number. */
export function readSandboxCard(input: SandboxCardInput, now: Date) {
  const number = input.card_number.replace(/\s+/g, '');
  const test = Object.hasOwn(TEST_CARDS, number) ? TEST_CARDS[number] : undefined;
  if (!test) throw new InvalidInputError('card_number', NOT_A_TEST_CARD);
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const expiresAfter = Date.UTC(year, input.exp_month, 1);
  if (expiresAfter <= now.getTime())
    throw new InvalidInputError('exp_year', 'This card has expired.');
  return {
    ...test,
    // Like Stripe's: the same number always gives the same fingerprint, which does not reveal it.
    fingerprint: createHash('sha256')
      .update(`qrewards-sandbox:${number}`)
      .digest('hex')
      .slice(0, 16),
    last4: number.slice(-4),
    expMonth: input.exp_month,
    expYear: year,
  };
}

/** The outcome a saved card's provider id carries (every outcome the sandbox wrote is listed). */
export function outcomeOfProviderId(providerId: string): CardOutcome | undefined {
  const outcome = providerId.match(/^pm_sandbox_([a-z_]+)_[0-9a-f-]+$/)?.[1];
  const known = new Set<string>(Object.values(TEST_CARDS).map((test) => test.onCharge));
  return outcome && known.has(outcome) ? (outcome as CardOutcome) : undefined;
}
