import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SandboxInvoiceRow } from '../../db/schema';
import { InvalidInputError } from '../../contract/domain-errors';
import { createSandboxInvoicesRepository } from '../../repositories/sandbox-invoices-repository';
import type {
  KnownSubscription,
  PaymentsProvider,
  PlanPrice,
  ProviderInvoice,
  ProviderSubscription,
} from './provider';
import { periodEnd } from './billing-periods';
import { prorate, toSecond } from './proration';
import {
  asksToAuthenticate,
  chargeFailure,
  declineError,
  outcomeOfProviderId,
  readSandboxCard,
  type CardOutcome,
} from './sandbox-cards';

/** The sandbox has no setup step (no `startCardSetup`): cards come as test numbers. */
export const SANDBOX_TAKES_CARD_NUMBERS =
  'The sandbox saves cards without a setup intent: send a test card number to POST /payment-methods/card.';

function settled(known: KnownSubscription): ProviderSubscription {
  return { ...known, clientSecret: null, requiresAction: false };
}

const invoiceNumber = () => `SBX-${randomBytes(5).toString('hex').toUpperCase()}`;
const billed = (price: PlanPrice) => `${price.name} plan, billed every ${price.interval}`;

function toProviderInvoice(row: SandboxInvoiceRow): ProviderInvoice {
  return {
    id: row.id,
    number: row.number,
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    description: row.description,
    hostedUrl: null,
  };
}

/**
 * Payments that never leave the machine. A card's provider id carries what it does when charged
 * (`pm_sandbox_declined_...`), so the number itself is never kept, and subscriptions are whatever
 * our rows say. The money is kept as invoices of its own (`sandbox_invoices`), written when a
 * subscription is paid, changed with proration or refunded (docs/api.md, "Invoices and receipts").
 */
export function createSandboxProvider(now: () => Date, db: Database): PaymentsProvider {
  const invoices = createSandboxInvoicesRepository(db);

  function outcomeOf(paymentMethodId: string | null): CardOutcome {
    const outcome = paymentMethodId ? outcomeOfProviderId(paymentMethodId) : undefined;
    if (!outcome) throw new InvalidInputError('payment_method_id', 'Add a card first.');
    return outcome;
  }

  return {
    name: 'sandbox',

    async createCustomer() {
      return `cus_sandbox_${randomUUID()}`;
    },

    /** As a Stripe SetupIntent: a card its issuer declines is not kept (docs/api.md). */
    async saveCard({ card, setupIntentId }) {
      if (!card && setupIntentId)
        throw new InvalidInputError('setup_intent_id', SANDBOX_TAKES_CARD_NUMBERS);
      if (!card) throw new InvalidInputError('card_number', 'card number is required');
      const read = readSandboxCard(card, now());
      if (read.onSave) throw declineError(read.onSave);
      return {
        providerId: `pm_sandbox_${read.onCharge}_${randomUUID()}`,
        brand: read.brand,
        last4: read.last4,
        expMonth: read.expMonth,
        expYear: read.expYear,
        fingerprint: read.fingerprint,
        requiresAction: asksToAuthenticate(read.onCharge),
      };
    },

    async checkTestCard(card) {
      const read = readSandboxCard(card, now());
      const failure = chargeFailure(read.onCharge);
      return {
        outcome: failure
          ? 'declined'
          : asksToAuthenticate(read.onCharge)
            ? 'requires_action'
            : 'approved',
        declineReason: failure ? failure.message : null,
        saves: read.onSave === null,
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
      const requiresAction = asksToAuthenticate(outcome);
      const providerId = `sub_sandbox_${randomUUID()}`;
      const end = periodEnd(start, price.interval);
      // The first invoice waits for the card's authentication, as Stripe's does.
      await invoices.insert({
        providerSubscriptionId: providerId,
        number: invoiceNumber(),
        amountCents: price.amountCents,
        currency: price.currency,
        status: requiresAction ? 'open' : 'paid',
        description: billed(price),
        periodStart: start,
        periodEnd: end,
        createdAt: start,
      });
      return {
        providerId,
        status: requiresAction ? 'incomplete' : 'active',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        clientSecret: requiresAction ? `pi_sandbox_${randomUUID()}_secret_sandbox` : null,
        requiresAction,
      };
    },

    /** The sandbox's simulated 3-D Secure always passes: confirming pays the first invoice. */
    async retrieveSubscription(known) {
      if (known.status !== 'incomplete') return settled(known);
      await invoices.payOpen(known.providerId);
      return settled({ ...known, status: 'active' });
    },

    async changePlan(known, change) {
      const priced = prorate(known, change);
      const at = toSecond(change.at);
      const newPeriod = change.current.interval !== change.next.interval;
      const total = priced.lines.reduce((sum, line) => sum + line.amountCents, 0);
      await invoices.insert({
        providerSubscriptionId: known.providerId,
        number: invoiceNumber(),
        amountCents: total,
        currency: priced.currency,
        status: 'paid',
        description: `Plan change from ${change.current.name} to ${change.next.name}: ${priced.lines
          .map((line) => line.description)
          .join('; ')}`,
        periodStart: at,
        periodEnd: newPeriod ? priced.nextInvoiceAt : known.currentPeriodEnd,
        createdAt: change.at,
      });
      return settled(
        newPeriod
          ? { ...known, currentPeriodStart: at, currentPeriodEnd: priced.nextInvoiceAt }
          : known,
      );
    },

    async previewPlanChange(known, change) {
      return prorate(known, change);
    },

    async listInvoices(known) {
      return (await invoices.listForSubscription(known.providerId)).map(toProviderInvoice);
    },

    async refundAll(known) {
      const refunded = await invoices.refundAll(known.providerId);
      return refunded.map(({ invoice, amountCents }) => ({
        refundId: `re_sandbox_${randomUUID()}`,
        invoiceId: invoice.id,
        amountCents,
        currency: invoice.currency,
      }));
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
