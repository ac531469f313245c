import Stripe from 'stripe';
import { createStripeProvider } from '../../../src/services/payments/stripe-provider';

const PRICE = {
  code: 'starter',
  name: 'Starter',
  currency: 'USD',
  amountCents: 2900,
  interval: 'month' as const,
};

function stripeSubscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    status: 'incomplete',
    start_date: 1_900_000_000,
    cancel_at_period_end: false,
    canceled_at: null,
    items: {
      data: [
        { id: 'si_1', current_period_start: 1_900_000_000, current_period_end: 1_902_592_000 },
      ],
    },
    latest_invoice: { id: 'in_1', confirmation_secret: { client_secret: 'pi_1_secret_x' } },
    ...overrides,
  };
}

/** A Stripe client whose calls are recorded; only what the provider uses. */
function fakeStripe(create: jest.Mock) {
  return {
    products: { retrieve: jest.fn().mockResolvedValue({ id: 'qrewards_starter' }) },
    subscriptions: { create },
  } as unknown as Stripe;
}

describe('the Stripe provider', () => {
  it('creates default_incomplete subscriptions with the confirmation secret, idempotently', async () => {
    const create = jest.fn().mockResolvedValue(stripeSubscription());
    const provider = createStripeProvider(fakeStripe(create));

    const created = await provider.createSubscription({
      customerId: 'cus_1',
      price: PRICE,
      paymentMethodId: null,
      idempotencyKey: 'subscription-abc',
      metadata: { merchant_id: 'm1', plan_code: 'starter' },
    });

    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        customer: 'cus_1',
        payment_behavior: 'default_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
        items: [
          {
            price_data: {
              currency: 'usd',
              product: 'qrewards_starter',
              unit_amount: 2900,
              recurring: { interval: 'month' },
            },
          },
        ],
      }),
      { idempotencyKey: 'subscription-abc' },
    );
    expect(created).toMatchObject({
      providerId: 'sub_1',
      status: 'incomplete',
      clientSecret: 'pi_1_secret_x',
      requiresAction: true,
      currentPeriodStart: new Date(1_900_000_000_000),
    });
  });

  it('answers a card error as 402 with Stripe’s message', async () => {
    const error = new Stripe.errors.StripeCardError({
      type: 'card_error',
      message: 'Your card was declined.',
    });
    const provider = createStripeProvider(fakeStripe(jest.fn().mockRejectedValue(error)));

    await expect(
      provider.createSubscription({
        customerId: 'cus_1',
        price: PRICE,
        paymentMethodId: 'pm_1',
        idempotencyKey: 'k',
        metadata: {},
      }),
    ).rejects.toMatchObject({
      statusCode: 402,
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined.',
    });
  });

  it('maps an active subscription without a secret', async () => {
    const create = jest.fn().mockResolvedValue(stripeSubscription({ status: 'trialing' }));
    const provider = createStripeProvider(fakeStripe(create));

    const created = await provider.createSubscription({
      customerId: 'cus_1',
      price: PRICE,
      paymentMethodId: 'pm_1',
      idempotencyKey: 'k',
      metadata: {},
    });

    expect(created).toMatchObject({ status: 'active', clientSecret: null, requiresAction: false });
  });
});
