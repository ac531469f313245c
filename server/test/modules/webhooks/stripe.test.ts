import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { App } from '../../../src/app';
import { subscriptions, type SubscriptionStatus } from '../../../src/db/schema';
import { createSandboxProvider } from '../../../src/services/payments/sandbox-provider';
import { build } from '../../helper';
import { CARD, planId, subscribableMerchant, subscribe } from '../subscription/billing';

const WEBHOOK = '/api/merchant/webhooks/stripe';
const SECRET = 'whsec_test_secret_123';
const stripe = new Stripe('sk_test_unused');

describe('POST /webhooks/stripe', () => {
  let app: App;
  // What the provider answers when the handler re-fetches a subscription.
  let providerStatus: SubscriptionStatus | undefined;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    const sandbox = createSandboxProvider(() => new Date());
    app = await build(
      { STRIPE_WEBHOOK_SECRET: SECRET },
      {
        payments: {
          ...sandbox,
          retrieveSubscription: async (known) => ({
            ...(await sandbox.retrieveSubscription(known)),
            ...(providerStatus && { status: providerStatus }),
          }),
        },
      },
    );
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  function deliver(event: object, secret = SECRET) {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }

  async function subscriptionRow() {
    const merchant = await subscribableMerchant(app);
    const created = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    const id = created.json().data.subscription.id as string;
    const read = async () =>
      (await app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
    return { providerId: (await read())?.providerSubscriptionId ?? '', read };
  }

  it('re-fetches the subscription and stores what the provider says, once per event', async () => {
    const { providerId, read } = await subscriptionRow();
    providerStatus = 'canceled';
    const event = {
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: providerId, object: 'subscription', status: 'canceled' } },
    };

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect((await read())?.status).toBe('canceled');

    providerStatus = 'active';
    const repeat = await deliver(event);
    expect(repeat.json().data).toEqual({ received: true, duplicate: true });
    expect((await read())?.status).toBe('canceled');
  });

  it('finds the subscription of an invoice event', async () => {
    const { providerId, read } = await subscriptionRow();
    providerStatus = 'past_due';

    const response = await deliver({
      id: 'evt_invoice_failed_1',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { subscription_details: { subscription: providerId } },
        },
      },
    });

    expect(response.statusCode).toBe(200);
    expect((await read())?.status).toBe('past_due');
  });

  it('refuses a bad signature', async () => {
    const response = await deliver({ id: 'evt_forged', type: 'invoice.paid' }, 'whsec_wrong');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The Stripe signature is not valid.');
  });

  it('answers 503 when no webhook secret is set', async () => {
    const bare = await build();
    try {
      const response = await bare.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  }, 30_000);
});
