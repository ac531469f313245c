import Stripe from 'stripe';
import { ConflictError, InvalidInputError } from '../../contract/domain-errors';
import type { CardSetup, ProviderCard } from './provider';

/** Same answer for an unknown SetupIntent and another customer's: whether one exists is not said. */
export const SETUP_NOT_YOURS = 'This card setup was not started from your account.';
export const SETUP_NOT_ONLY_CARDS = 'Only cards can be saved.';

/** A SetupIntent's status said for a person, while it is not `succeeded`. */
export function unfinishedSetupMessage(status: Stripe.SetupIntent.Status): string {
  if (status === 'canceled') return 'This card setup was canceled. Start a new one.';
  if (status === 'processing') return 'This card is still being checked. Try again in a moment.';
  return 'This card has not been confirmed yet. Finish the card form first.';
}

/** What we keep of a card: Stripe never shows more than the brand, last four and expiry. */
export function cardOf(method: Stripe.PaymentMethod): ProviderCard | undefined {
  if (!method.card) return undefined;
  return {
    providerId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    fingerprint: method.card.fingerprint ?? null,
  };
}

/**
 * Saving a card with a SetupIntent (Stripe's "save payment details" flow): the server creates it
 * for the customer, the SPA confirms it with `stripe.confirmSetup` (3-D Secure included), and
 * Stripe attaches the card to the customer when it succeeds. Failures of the exchange itself are
 * left to the caller (the provider maps them to 402/503).
 */
export function createStripeCardSetup(stripe: Stripe) {
  return {
    async start({
      customerId,
      idempotencyKey,
    }: {
      customerId: string;
      idempotencyKey: string;
    }): Promise<CardSetup> {
      // Cards only, so confirmSetup never leaves the page. (API 2026-10-28 calls the list
      // `allowed_payment_method_types`; `payment_method_types` is gone from SetupIntent params.)
      const intent = await stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret) {
        throw new Error(`Stripe answered SetupIntent ${intent.id} without a client secret`);
      }
      return { setupIntentId: intent.id, clientSecret: intent.client_secret };
    },

    /**
     * The card a succeeded SetupIntent of `customerId` saved. Refuses (400 on `setup_intent_id`)
     * an unknown id or another customer's, and (409) one not confirmed yet.
     */
    async cardOfSetup(customerId: string, setupIntentId: string): Promise<ProviderCard> {
      let intent: Stripe.SetupIntent;
      try {
        intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new InvalidInputError('setup_intent_id', SETUP_NOT_YOURS);
        }
        throw error;
      }
      const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      if (owner !== customerId) throw new InvalidInputError('setup_intent_id', SETUP_NOT_YOURS);
      if (intent.status !== 'succeeded') {
        const message = unfinishedSetupMessage(intent.status);
        throw new ConflictError(message, 'setup_intent_id');
      }
      const method =
        typeof intent.payment_method === 'string'
          ? await stripe.paymentMethods.retrieve(intent.payment_method)
          : intent.payment_method;
      const card = method ? cardOf(method) : undefined;
      if (!card) throw new InvalidInputError('setup_intent_id', SETUP_NOT_ONLY_CARDS);
      return card;
    },
  };
}
