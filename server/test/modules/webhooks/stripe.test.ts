import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { App } from '../../../src/app';
import { stripeEvents, subscriptions } from '../../../src/db/schema';
import { createStripeProvider } from '../../../src/infrastructure/payments/stripe-provider';
import { build } from '../../helper';
import {
  FakeStripeApi,
  PERIOD_START,
  cardPaymentMethodJson,
  connectionRefused,
  customerJson,
  expansions,
  ok,
  productJson,
  stripeError,
  stripeOver,
  subscriptionJson,
  subscriptionState,
  type StripeSubscriptionState,
} from '../../infrastructure/payments/stripe-api';
import { planId, subscribableMerchant, subscribe } from '../billing/billing';

const WEBHOOK = '/api/merchant/webhooks/stripe';
const SECRET = 'whsec_test_secret_123';
// Signs test payloads the way Stripe does; it sends nothing.
const signer = new Stripe('sk_test_unused');
const HOUR = 3600;

/**
 * The app runs the real Stripe provider and SDK; only the HTTP under the SDK is fake. `stripeHas`
 * is what Stripe holds now: the handler re-fetches from it, whatever the event says.
 */
describe('POST /webhooks/stripe', () => {
  let app: App;
  const api = new FakeStripeApi();
  const stripeHas = new Map<string, StripeSubscriptionState>();
  /** Subscriptions whose re-fetch cannot reach Stripe. */
  const unreachable = new Set<string>();
  /** Numbers the ids Stripe makes up. */
  let made = 0;
  let cards = 0;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    api
      .on('POST', '/v1/customers', (request) =>
        ok(
          customerJson(
            `cus_Webhook${++made}`,
            request.form.get('email') ?? '',
            request.form.get('name') ?? '',
          ),
        ),
      )
      .on('POST', /^\/v1\/payment_methods\/(\w+)\/attach$/, (request, [, id = '']) =>
        ok(cardPaymentMethodJson(id, request.form.get('customer'))),
      )
      .on('GET', /^\/v1\/products\/(\w+)$/, (_request, [, id = '']) => ok(productJson(id, 'Plan')))
      .on('POST', '/v1/subscriptions', (request) => {
        made += 1;
        const state = subscriptionState({
          id: `sub_Webhook${made}`,
          customer: request.form.get('customer') ?? '',
          itemId: `si_Webhook${made}`,
          invoiceId: `in_Webhook${made}`,
          clientSecret: `pi_Webhook${made}_secret_x`,
        });
        stripeHas.set(state.id, state);
        return ok(subscriptionJson(state, expansions(request)));
      })
      .on('GET', /^\/v1\/subscriptions\/(\w+)$/, (request, [, id = '']) => {
        if (unreachable.has(id)) return connectionRefused;
        const state = stripeHas.get(id);
        if (!state) {
          return stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${id}'`,
          });
        }
        return ok(subscriptionJson(state, expansions(request)));
      });
    app = await build(
      { STRIPE_WEBHOOK_SECRET: SECRET },
      { payments: createStripeProvider(stripeOver(api)) },
    );
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  async function deliver(
    event: object,
    options: { secret?: string; timestamp?: number; drain?: boolean } = {},
  ) {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    });
    const answer = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    // The event is handled by a job after the answer.
    if (options.drain !== false) await app.jobs.drain();
    return answer;
  }

  async function waitFor(done: () => boolean) {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** A merchant subscribed through the app: Stripe holds it `incomplete` until the invoice is paid. */
  async function subscribed() {
    const merchant = await subscribableMerchant(app);
    const created = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      payment_method_id: `pm_card_visa_${++cards}`,
    });
    if (created.statusCode !== 201) throw new Error(`subscribe failed: ${created.body}`);
    const id = created.json().data.subscription.id as string;
    const read = async () => {
      const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!row) throw new Error('the subscription row is gone');
      return row;
    };
    const providerId = (await read()).providerSubscriptionId;
    const stateAtStripe = () => {
      const state = stripeHas.get(providerId);
      if (!state) throw new Error(`Stripe has no ${providerId}`);
      return state;
    };
    return {
      providerId,
      read,
      /** Stripe moves on: what a re-fetch answers from now. */
      stripeNow(change: Partial<StripeSubscriptionState>) {
        stripeHas.set(providerId, { ...stateAtStripe(), ...change });
      },
      /** A `customer.subscription.*` event carrying the subscription as it was at `created`. */
      subscriptionEvent(
        id: string,
        type: string,
        created: number,
        was: Partial<StripeSubscriptionState>,
      ) {
        const object = subscriptionJson({ ...stateAtStripe(), ...was });
        return { id, object: 'event', type, created, livemode: false, data: { object } };
      },
      invoiceEvent(id: string, type: string, created: number) {
        const object = {
          id: stateAtStripe().invoiceId,
          object: 'invoice',
          status: type === 'invoice.paid' ? 'paid' : 'open',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: providerId },
          },
        };
        return { id, object: 'event', type, created, livemode: false, data: { object } };
      },
      refetches: () => api.sent('GET', `/v1/subscriptions/${providerId}`),
    };
  }

  it('re-fetches the subscription on invoice.paid and stores what Stripe says', async () => {
    const sub = await subscribed();
    expect((await sub.read()).status).toBe('incomplete');
    sub.stripeNow({ status: 'active', clientSecret: null });

    const response = await deliver(sub.invoiceEvent('evt_paid_1', 'invoice.paid', PERIOD_START));

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ received: true, duplicate: false });
    expect((await sub.read()).status).toBe('active');
    expect(sub.refetches().map(expansions)).toEqual([['latest_invoice.confirmation_secret']]);
  });

  it('handles each event id once', async () => {
    const sub = await subscribed();
    sub.stripeNow({ status: 'canceled', canceledAt: PERIOD_START + HOUR });
    const event = sub.subscriptionEvent(
      'evt_deleted_once',
      'customer.subscription.deleted',
      PERIOD_START + HOUR,
      { status: 'canceled' },
    );

    const first = await deliver(event);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect((await sub.read()).status).toBe('canceled');

    sub.stripeNow({ status: 'active', canceledAt: null });
    const repeat = await deliver(event);

    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toEqual({ received: true, duplicate: true });
    expect((await sub.read()).status).toBe('canceled');
    expect(sub.refetches()).toHaveLength(1);
  });

  it('finds the subscription of an invoice event', async () => {
    const sub = await subscribed();
    sub.stripeNow({ status: 'past_due', clientSecret: null });

    const response = await deliver(
      sub.invoiceEvent('evt_invoice_failed_1', 'invoice.payment_failed', PERIOD_START),
    );

    expect(response.statusCode).toBe(200);
    expect((await sub.read()).status).toBe('past_due');
  });

  it('ends on Stripe’s current state when a deletion arrives before older events', async () => {
    const sub = await subscribed();
    // At Stripe: paid at t+1h, updated at t+2h, canceled at t+3h.
    const canceledAt = PERIOD_START + 3 * HOUR;
    sub.stripeNow({ status: 'canceled', canceledAt, clientSecret: null });
    const deleted = sub.subscriptionEvent(
      'evt_ooo_deleted',
      'customer.subscription.deleted',
      canceledAt,
      { status: 'canceled', canceledAt },
    );
    const paid = sub.invoiceEvent('evt_ooo_paid', 'invoice.paid', PERIOD_START + HOUR);
    const updated = sub.subscriptionEvent(
      'evt_ooo_updated',
      'customer.subscription.updated',
      PERIOD_START + 2 * HOUR,
      { status: 'active', canceledAt: null },
    );

    // Delivered newest first; the older two say "active".
    for (const event of [deleted, paid, updated]) {
      const response = await deliver(event);
      expect(response.json().data).toEqual({ received: true, duplicate: false });
      expect(await sub.read()).toMatchObject({
        status: 'canceled',
        canceledAt: new Date(canceledAt * 1000),
      });
    }
    expect(sub.refetches()).toHaveLength(3);
  });

  it('keeps a reactivation when the older "cancel at period end" arrives after it', async () => {
    const sub = await subscribed();
    sub.stripeNow({ status: 'active', clientSecret: null, cancelAtPeriodEnd: false });
    const reactivated = sub.subscriptionEvent(
      'evt_ooo_reactivated',
      'customer.subscription.updated',
      PERIOD_START + 2 * HOUR,
      { status: 'active', cancelAtPeriodEnd: false },
    );
    const cancelScheduled = sub.subscriptionEvent(
      'evt_ooo_cancel_scheduled',
      'customer.subscription.updated',
      PERIOD_START + HOUR,
      { status: 'active', cancelAtPeriodEnd: true },
    );

    await deliver(reactivated);
    const late = await deliver(cancelScheduled);

    expect(late.statusCode).toBe(200);
    expect(await sub.read()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('refuses a correctly signed event whose timestamp is an hour old, and changes nothing', async () => {
    const sub = await subscribed();
    sub.stripeNow({ status: 'canceled', canceledAt: PERIOD_START + HOUR });
    const event = sub.subscriptionEvent(
      'evt_replayed',
      'customer.subscription.deleted',
      PERIOD_START + HOUR,
      { status: 'canceled' },
    );
    const now = Math.floor(Date.now() / 1000);

    const stale = await deliver(event, { timestamp: now - HOUR });

    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('The Stripe signature is not valid.');
    expect((await sub.read()).status).toBe('incomplete');
    expect(sub.refetches()).toEqual([]);
    // Not remembered as handled: Stripe's own, fresh delivery of it still counts.
    const fresh = await deliver(event, { timestamp: now });
    expect(fresh.json().data).toEqual({ received: true, duplicate: false });
    expect((await sub.read()).status).toBe('canceled');
  });

  it('refuses a bad signature', async () => {
    const response = await deliver(
      { id: 'evt_forged', type: 'invoice.paid' },
      { secret: 'whsec_wrong' },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The Stripe signature is not valid.');
  });

  it('retries the event while Stripe is unreachable, and handles it once Stripe answers', async () => {
    const sub = await subscribed();
    sub.stripeNow({ status: 'active', clientSecret: null });
    const event = sub.invoiceEvent('evt_paid_retried', 'invoice.paid', PERIOD_START);
    unreachable.add(sub.providerId);

    const received = await deliver(event, { drain: false });

    expect(received.statusCode).toBe(200);
    expect(received.json().data).toEqual({ received: true, duplicate: false });
    await waitFor(() => sub.refetches().length > 0);
    expect((await sub.read()).status).toBe('incomplete');
    unreachable.delete(sub.providerId);
    await app.jobs.drain();
    expect((await sub.read()).status).toBe('active');
    const repeat = await deliver(event);
    expect(repeat.json().data).toEqual({ received: true, duplicate: true });
  });

  describe('a correctly signed event that is not usable', () => {
    async function storedEvents(): Promise<number> {
      return (await app.db.select().from(stripeEvents)).length;
    }

    /** A signed delivery of raw bytes (the SDK signs and checks them as decoded UTF-8 text). */
    async function deliverBytes(payload: Buffer) {
      const header = signer.webhooks.generateTestHeaderString({
        payload: payload.toString('utf8'),
        secret: SECRET,
      });
      return app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
    }

    const paid = (overrides: Record<string, unknown>) => ({
      id: 'evt_usable',
      object: 'event',
      type: 'invoice.paid',
      created: PERIOD_START,
      livemode: false,
      data: { object: { id: 'in_usable', object: 'invoice', subscription: 'sub_usable' } },
      ...overrides,
    });

    it.each([
      ['an event id holding a NUL', paid({ id: 'evt_\u0000nul' }), 'id'],
      ['an event id that is not a text', paid({ id: 42 }), 'id'],
      ['no event type', paid({ type: undefined }), 'type'],
      ['a type that is not an event type', paid({ type: 'invoice paid; drop' }), 'type'],
      ['no data object', paid({ data: {} }), 'data.object'],
      [
        'a subscription reference holding a NUL',
        paid({ data: { object: { id: 'in_x', subscription: 'sub_\u0000' } } }),
        'data.object.subscription',
      ],
      [
        'a NUL deep in a field the app does not read',
        paid({ data: { object: { id: 'in_x', customer_name: 'Ana\u0000' } } }),
        'data.object.customer_name',
      ],
      [
        'half a surrogate pair in a field the app does not read',
        paid({ data: { object: { id: 'in_x', description: '\ud800' } } }),
        'data.object.description',
      ],
    ])('answers 400 naming the field for %s, and stores nothing', async (_name, event, field) => {
      const before = await storedEvents();

      const response = await deliver(event);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(await storedEvents()).toBe(before);
    });

    it('answers 400 for a signed body that is not UTF-8', async () => {
      const json = JSON.stringify(paid({ id: 'evt_latin1' }));
      const bytes = Buffer.from(json.replace('in_usable', 'in_\u00e9'), 'latin1');

      const response = await deliverBytes(bytes);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ body: ['body must be valid UTF-8 text'] });
    });

    it('carries text a customer may have typed, bidi controls included', async () => {
      const event = paid({
        id: 'evt_carried_text',
        data: { object: { id: 'in_carried', customer_name: 'مقهى \u202Bلونا\u202C' } },
      });

      const response = await deliver(event);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ received: true, duplicate: false });
    });
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
