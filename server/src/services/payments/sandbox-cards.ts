import { createHash } from 'node:crypto';
import { fieldError, httpError } from '../../http/app-error';
import type { SandboxCardInput } from './provider';

export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action';

/** Stripe's published test numbers, the only ones the sandbox takes. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
};

export const NOT_A_TEST_CARD = 'Use one of the sandbox test cards.';

/** What a sandbox card does when charged, and its last four digits; 400 for any other number. */
export function readSandboxCard(card: SandboxCardInput, now: Date) {
  const number = card.card_number.replace(/\s+/g, '');
  const outcome = TEST_CARDS[number];
  if (!outcome) throw fieldError('card_number', NOT_A_TEST_CARD);
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const expiresAfter = Date.UTC(year, card.exp_month, 1);
  if (expiresAfter <= now.getTime()) throw fieldError('exp_year', 'This card has expired.');
  return {
    outcome,
    // Like Stripe's: the same number always gives the same fingerprint, which does not reveal it.
    fingerprint: createHash('sha256')
      .update(`qrewards-sandbox:${number}`)
      .digest('hex')
      .slice(0, 16),
    last4: number.slice(-4),
    brand: 'visa',
    expMonth: card.exp_month,
    expYear: year,
  };
}

/** The 402 a failed charge answers, worded as Stripe's decline messages. */
export function chargeFailure(outcome: CardOutcome) {
  if (outcome === 'declined') return httpError(402, 'PAYMENT_FAILED', 'Your card was declined.');
  if (outcome === 'insufficient_funds') {
    return httpError(402, 'PAYMENT_FAILED', 'Your card has insufficient funds.');
  }
  return undefined;
}
