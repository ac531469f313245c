import { randomUUID } from 'node:crypto';
import { fieldError } from '../../http/app-error';
import type {
  KnownSubscription,
  PaymentsProvider,
  PlanPrice,
  ProviderSubscription,
} from './provider';
import { chargeFailure, readSandboxCard, type CardOutcome } from './sandbox-cards';

/** Adds one billing interval, the way Stripe advances a period. */
export function periodEnd(start: Date, interval: PlanPrice['interval']): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The sandbox has no setup step (no `startCardSetup`): cards come as test numbers. */
export const SANDBOX_TAKES_CARD_NUMBERS =
  'The sandbox saves cards without a setup intent: send a test card number to POST /payment-methods/card.';

function settled(known: KnownSubscription): ProviderSubscription {
  return { ...known, clientSecret: null, requiresAction: false };
}

/**
 * Payments that never leave the machine, and keep no state: a card's provider id carries what it
 * does when charged (`pm_sandbox_declined_...`), so the number itself is never kept, and
 * subscriptions are whatever our rows say.
 */
export function createSandboxProvider(now: () => Date): PaymentsProvider {
  function outcomeOf(paymentMethodId: string | null): CardOutcome {
    const match = paymentMethodId?.match(/^pm_sandbox_([a-z_]+)_[0-9a-f-]+$/);
    if (!match) throw fieldError('payment_method_id', 'Add a card first.');
    return match[1] as CardOutcome;
  }

  return {
    name: 'sandbox',

    async createCustomer() {
      return `cus_sandbox_${randomUUID()}`;
    },

    async saveCard({ card, setupIntentId }) {
      if (!card && setupIntentId) throw fieldError('setup_intent_id', SANDBOX_TAKES_CARD_NUMBERS);
      if (!card) throw fieldError('card_number', 'card number is required');
      const read = readSandboxCard(card, now());
      return {
        providerId: `pm_sandbox_${read.outcome}_${randomUUID()}`,
        brand: read.brand,
        last4: read.last4,
        expMonth: read.expMonth,
        expYear: read.expYear,
        fingerprint: read.fingerprint,
        requiresAction: read.outcome === 'requires_action',
      };
    },

    async checkTestCard(card) {
      const read = readSandboxCard(card, now());
      const failure = chargeFailure(read.outcome);
      return {
        outcome: failure
          ? 'declined'
          : read.outcome === 'requires_action'
            ? 'requires_action'
            : 'approved',
        declineReason: failure ? failure.message : null,
        brand: read.brand,
        last4: read.last4,
      };
    },

    async detachCard() {},

    async createSubscription({ price, paymentMethodId }) {
      const outcome = outcomeOf(paymentMethodId);
      const failure = chargeFailure(outcome);
      if (failure) throw failure;
      const start = now();
      const requiresAction = outcome === 'requires_action';
      return {
        providerId: `sub_sandbox_${randomUUID()}`,
        status: requiresAction ? 'incomplete' : 'active',
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd(start, price.interval),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        clientSecret: requiresAction ? `pi_sandbox_${randomUUID()}_secret_sandbox` : null,
        requiresAction,
      };
    },

    /** The sandbox's simulated 3-D Secure always passes: confirming activates the subscription. */
    async retrieveSubscription(known) {
      return settled(known.status === 'incomplete' ? { ...known, status: 'active' } : known);
    },

    async changePlan(known) {
      return settled(known);
    },

    async cancel(known, immediately) {
      if (immediately) return settled({ ...known, status: 'canceled', canceledAt: now() });
      return settled({ ...known, cancelAtPeriodEnd: true });
    },

    async reactivate(known) {
      return settled({ ...known, cancelAtPeriodEnd: false });
    },
  };
}
