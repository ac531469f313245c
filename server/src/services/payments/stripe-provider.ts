import Stripe from 'stripe';
import { httpError } from '../../http/app-error';
import type { SubscriptionStatus } from '../../db/schema';
import type { PaymentsProvider, PlanPrice, ProviderSubscription } from './provider';
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
    throw httpError(402, 'PAYMENT_FAILED', error.message || 'Your card was declined.');
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError
  ) {
    throw httpError(503, 'SERVICE_UNAVAILABLE', 'The payment service is unreachable. Try again.');
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    const unavailable = httpError(
      503,
      'SERVICE_UNAVAILABLE',
      'Payments are not available right now.',
    );
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
        throw httpError(400, 'VALIDATION_ERROR', 'payment method id is required', {
          payment_method_id: ['payment method id is required'],
        });
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

    async changePlan({ providerId }, price) {
      return mapped(async () => {
        const current = await stripe.subscriptions.retrieve(providerId);
        const item = current.items.data[0];
        const updated = await stripe.subscriptions.update(providerId, {
          items: [{ ...(item && { id: item.id }), ...(await itemFor(price)) }],
          proration_behavior: 'create_prorations',
          expand,
        });
        return fromStripeSubscription(updated);
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
