import Stripe from 'stripe';
import {
  InvalidInputError,
  PaymentFailedError,
  UnavailableError,
} from '../../contract/domain-errors';
import type { InvoiceStatus, SubscriptionStatus } from '../../db/schema';
import type {
  PaymentsProvider,
  PlanPrice,
  PreviewLine,
  ProviderInvoice,
  ProviderSubscription,
} from './provider';
import { periodEnd } from './billing-periods';
import { createStripeCardSetup } from './stripe-card-setup';

const STATUSES: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
  paused: 'past_due',
};

const seconds = (value: number) => new Date(value * 1000);
const unix = (at: Date) => Math.floor(at.getTime() / 1000);

const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'draft',
  'open',
  'paid',
  'void',
  'uncollectible',
];

/** A line of a subscription invoice that prorates a plan change (API 2025-03-31+: on `parent`). */
const isProration = (line: Stripe.InvoiceLineItem) =>
  line.parent?.subscription_item_details?.proration === true;

/**
 * Our view of a Stripe invoice. The refunded part is what credit notes gave back after payment
 * (`post_payment_credit_notes_amount`): refunds here are made through credit notes.
 */
export function fromStripeInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const line = invoice.lines?.data[0];
  const status = INVOICE_STATUSES.find((known) => known === invoice.status) ?? 'draft';
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    amountCents: invoice.total,
    amountRefundedCents: invoice.post_payment_credit_notes_amount ?? 0,
    currency: invoice.currency.toUpperCase(),
    status,
    createdAt: seconds(invoice.created),
    periodStart: line ? seconds(line.period.start) : null,
    periodEnd: line ? seconds(line.period.end) : null,
    description: invoice.description ?? line?.description ?? 'QRewards subscription',
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** Our view of a Stripe subscription; periods live on its item since API 2025-03-31. */
export function fromStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const invoice =
    typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
  const status = STATUSES[subscription.status] ?? 'incomplete';
  return {
    providerId: subscription.id,
    status,
    currentPeriodStart: seconds(item?.current_period_start ?? subscription.start_date),
    currentPeriodEnd: seconds(item?.current_period_end ?? subscription.start_date),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? seconds(subscription.canceled_at) : null,
    clientSecret: status === 'incomplete' ? clientSecret : null,
    requiresAction: status === 'incomplete' && clientSecret !== null,
  };
}

/**
 * A Stripe card error said for a person, as a 402. Stripe unreachable, busy (429) or failing on its
 * side (5xx) is a 503 the caller may retry; our own key refused is a 503 too, logged by the caller's
 * error handler as the operator's problem, never shown as a bare 500. Anything else is rethrown.
 */
function paymentError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentFailedError(error.message || 'Your card was declined.');
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError
  ) {
    throw new UnavailableError('The payment service is unreachable. Try again.');
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    const unavailable = new UnavailableError('Payments are not available right now.');
    unavailable.cause = error; // the server log shows Stripe's reason; the answer does not
    throw unavailable;
  }
  throw error;
}

/**
 * Runs one exchange with Stripe, its failures said for a person: every operation, not only the
 * charging ones, so an unreachable Stripe answers 503 rather than a bare 500.
 */
async function mapped<T>(exchange: () => Promise<T>): Promise<T> {
  try {
    return await exchange();
  } catch (error) {
    return paymentError(error);
  }
}

/**
 * Stripe, as stripe-samples/subscription-use-cases does it: subscriptions start
 * `default_incomplete` and the SPA confirms the first invoice with its confirmation secret.
 * Every create carries an idempotency key.
 */
export function createStripeProvider(stripe: Stripe): PaymentsProvider {
  const expand = ['latest_invoice.confirmation_secret'];
  const cardSetup = createStripeCardSetup(stripe);

  /** One Stripe product per plan code, made on first use. */
  async function productFor(price: PlanPrice): Promise<string> {
    const id = `qrewards_${price.code}`;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const product = await stripe.products.create(
        { id, name: `QRewards ${price.name}` },
        { idempotencyKey: `product-${id}` },
      );
      return product.id;
    }
  }

  const itemFor = async (price: PlanPrice) => ({
    price_data: {
      currency: price.currency.toLowerCase(),
      product: await productFor(price),
      unit_amount: price.amountCents,
      recurring: { interval: price.interval },
    },
  });

  return {
    name: 'stripe',

    async createCustomer({ email, name, idempotencyKey }) {
      return mapped(async () => {
        const customer = await stripe.customers.create({ email, name }, { idempotencyKey });
        return customer.id;
      });
    },

    async startCardSetup(input) {
      return mapped(() => cardSetup.start(input));
    },

    async saveCard({ customerId, setupIntentId, paymentMethodId }) {
      if (setupIntentId) return mapped(() => cardSetup.cardOfSetup(customerId, setupIntentId));
      if (!paymentMethodId) {
        throw new InvalidInputError('payment_method_id', 'payment method id is required');
      }
      return mapped(async () => {
        const method = await stripe.paymentMethods.attach(paymentMethodId, {
          customer: customerId,
        });
        const card = method.card;
        return {
          providerId: method.id,
          brand: card?.brand ?? 'card',
          last4: card?.last4 ?? '0000',
          expMonth: card?.exp_month ?? 1,
          expYear: card?.exp_year ?? 2000,
          fingerprint: card?.fingerprint ?? null,
        };
      });
    },

    async detachCard(providerId) {
      await mapped(() => stripe.paymentMethods.detach(providerId));
    },

    async createSubscription({ customerId, price, paymentMethodId, idempotencyKey, metadata }) {
      return mapped(async () => {
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [await itemFor(price)],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            ...(paymentMethodId && { default_payment_method: paymentMethodId }),
            expand,
            metadata,
          },
          { idempotencyKey },
        );
        return fromStripeSubscription(subscription);
      });
    },

    async retrieveSubscription({ providerId }) {
      return mapped(async () =>
        fromStripeSubscription(await stripe.subscriptions.retrieve(providerId, { expand })),
      );
    },

    /**
     * The proration is invoiced and charged at once (`always_invoice`), at the same
     * `proration_date` arithmetic the preview showed (docs/api.md, "Plan changes and proration").
     */
    async changePlan({ providerId }, { next, at }) {
      return mapped(async () => {
        const current = await stripe.subscriptions.retrieve(providerId);
        const item = current.items.data[0];
        const updated = await stripe.subscriptions.update(providerId, {
          items: [{ ...(item && { id: item.id }), ...(await itemFor(next)) }],
          proration_behavior: 'always_invoice',
          proration_date: unix(at),
          expand,
        });
        return fromStripeSubscription(updated);
      });
    },

    /**
     * `invoices.createPreview` with the item replaced and `create_prorations`: its proration
     * lines are what `changePlan` invoices now; its other lines are the next period's. Changing
     * the interval resets the billing cycle, so Stripe's preview is then the invoice due now.
     */
    async previewPlanChange(known, { current, next, at }) {
      return mapped(async () => {
        const subscription = await stripe.subscriptions.retrieve(known.providerId);
        const item = subscription.items.data[0];
        const preview = await stripe.invoices.createPreview({
          subscription: known.providerId,
          subscription_details: {
            items: [{ ...(item && { id: item.id }), ...(await itemFor(next)) }],
            proration_behavior: 'create_prorations',
            proration_date: unix(at),
          },
        });
        const all = preview.lines.data;
        const sameInterval = current.interval === next.interval;
        const prorations = sameInterval ? all.filter(isProration) : all;
        const lines: PreviewLine[] = prorations.map((line) => ({
          description: line.description ?? 'Plan change',
          amountCents: line.amount,
        }));
        const net = lines.reduce((sum, line) => sum + line.amountCents, 0);
        const credit = -lines
          .filter((line) => line.amountCents < 0)
          .reduce((sum, line) => sum + line.amountCents, 0);
        const nextPeriod = sameInterval
          ? all.filter((line) => !isProration(line)).reduce((sum, line) => sum + line.amount, 0)
          : next.amountCents;
        return {
          currency: preview.currency.toUpperCase(),
          amountDueNowCents: Math.max(0, net),
          prorationCreditCents: credit,
          creditLeftCents: Math.max(0, -net),
          nextInvoiceAt: sameInterval ? known.currentPeriodEnd : periodEnd(at, next.interval),
          nextInvoiceAmountCents: Math.max(0, nextPeriod + Math.min(0, net)),
          lines,
        };
      });
    },

    async listInvoices({ providerId }) {
      return mapped(async () => {
        const list = await stripe.invoices.list({ subscription: providerId, limit: 100 });
        return list.data.map(fromStripeInvoice).sort((a, b) => +b.createdAt - +a.createdAt);
      });
    },

    /**
     * A credit note with `refund_amount` for what is left of each paid invoice: Stripe refunds the
     * invoice's payment and the invoice shows the credit. The idempotency key names the invoice
     * and the amount, so a retried refund is the same refund.
     */
    async refundAll({ providerId }, reason) {
      return mapped(async () => {
        const list = await stripe.invoices.list({
          subscription: providerId,
          status: 'paid',
          limit: 100,
        });
        const refunds = [];
        for (const invoice of list.data) {
          const left = invoice.amount_paid - (invoice.post_payment_credit_notes_amount ?? 0);
          if (!invoice.id || left <= 0) continue;
          const note = await stripe.creditNotes.create(
            { invoice: invoice.id, amount: left, refund_amount: left, memo: reason },
            { idempotencyKey: `refund-${invoice.id}-${left}` },
          );
          const refund = note.refunds?.[0]?.refund;
          refunds.push({
            refundId: (typeof refund === 'string' ? refund : refund?.id) ?? note.id,
            invoiceId: invoice.id,
            amountCents: left,
            currency: invoice.currency.toUpperCase(),
          });
        }
        return refunds;
      });
    },

    async cancel({ providerId }, immediately) {
      return mapped(async () => {
        const subscription = immediately
          ? await stripe.subscriptions.cancel(providerId, { expand })
          : await stripe.subscriptions.update(providerId, { cancel_at_period_end: true, expand });
        return fromStripeSubscription(subscription);
      });
    },

    async reactivate({ providerId }) {
      return mapped(async () =>
        fromStripeSubscription(
          await stripe.subscriptions.update(providerId, { cancel_at_period_end: false, expand }),
        ),
      );
    },
  };
}
