import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { paymentMethods } from '../../../src/db/schema';
import { createStripeProvider } from '../../../src/infrastructure/payments/stripe-provider';
import { bearer, register, verifiedAccount, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import {
  FakeStripeApi,
  cardPaymentMethodJson,
  connectionRefused,
  customerJson,
  expansions,
  ok,
  setupIntentJson,
  setupIntentState,
  stripeError,
  stripeOver,
  type StripeSetupIntentState,
} from '../../infrastructure/payments/stripe-api';
import { CARD } from './billing';

const METHODS = '/api/merchant/payment-methods';
const SETUP_INTENT = `${METHODS}/setup-intent`;
const CARD_ROUTE = `${METHODS}/card`;
const NOT_YOURS = 'This card setup was not started from your account.';

/**
 * The app runs the real Stripe provider and SDK over a fake Stripe API that keeps SetupIntents:
 * `confirmInBrowser` plays the part of Stripe.js's `confirmSetup` with a test card.
 */
describe('saving a card with a SetupIntent (Stripe)', () => {
  let app: App;
  const api = new FakeStripeApi();
  const stripeHas = new Map<string, StripeSetupIntentState>();
  /** Numbers the ids Stripe makes up. */
  let made = 0;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    api
      .on('POST', '/v1/customers', (request) =>
        ok(
          customerJson(
            `cus_Setup${++made}`,
            request.form.get('email') ?? '',
            request.form.get('name') ?? '',
          ),
        ),
      )
      .on('POST', '/v1/setup_intents', (request) => {
        const state = setupIntentState({
          id: `seti_Setup${++made}`,
          customer: request.form.get('customer'),
        });
        stripeHas.set(state.id, state);
        return ok(setupIntentJson(state));
      })
      .on('GET', /^\/v1\/setup_intents\/(\w+)$/, (request, [, id = '']) => {
        const state = stripeHas.get(id);
        if (!state) {
          return stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such setupintent: '${id}'`,
          });
        }
        return ok(setupIntentJson(state, expansions(request)));
      })
      .on('POST', /^\/v1\/payment_methods\/(\w+)\/attach$/, (request, [, id = '']) =>
        ok(cardPaymentMethodJson(id, request.form.get('customer'))),
      );
    app = await build({}, { payments: createStripeProvider(stripeOver(api)) });
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  const startSetup = (access: string) =>
    app.inject({ method: 'POST', url: SETUP_INTENT, headers: bearer(access) });

  const saveCard = (access: string, payload: object) =>
    app.inject({ method: 'POST', url: CARD_ROUTE, headers: bearer(access), payload });

  const listCards = async (access: string) =>
    (await app.inject({ method: 'GET', url: METHODS, headers: bearer(access) })).json().data;

  /** What Stripe.js does when the person submits a test card in the Payment Element. */
  function confirmInBrowser(id: string) {
    const state = stripeHas.get(id);
    if (!state) throw new Error(`no SetupIntent ${id}`);
    stripeHas.set(id, { ...state, status: 'succeeded', paymentMethod: `pm_Card${++made}` });
  }

  async function startedSetup(merchant: SignedIn): Promise<string> {
    const started = await startSetup(merchant.access);
    if (started.statusCode !== 201) throw new Error(`setup intent failed: ${started.body}`);
    return started.json().data.setup_intent_id;
  }

  it('answers a SetupIntent of the merchant’s Stripe customer, made on first use', async () => {
    const merchant = await verifiedAccount(app);
    const before = api.requests.length;

    const first = await startSetup(merchant.access);
    const second = await startSetup(merchant.access);

    expect(first.statusCode).toBe(201);
    const { setup_intent_id: id } = first.json().data;
    expect(first.json().data).toEqual({
      setup_intent_id: expect.stringMatching(/^seti_Setup\d+$/),
      client_secret: `${id}_secret_test`,
    });
    expect(second.json().data.setup_intent_id).not.toBe(id);
    const sent = api.requests.slice(before);
    // One customer, created once, then a SetupIntent per request, each for that customer.
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/setup_intents',
      'POST /v1/setup_intents',
    ]);
    const customer = stripeHas.get(id)?.customer;
    expect(customer).toMatch(/^cus_Setup\d+$/);
    const intents = sent.filter((request) => request.path === '/v1/setup_intents');
    expect(intents.map((request) => request.form.get('customer'))).toEqual([customer, customer]);
    expect(intents.map((request) => request.form.get('usage'))).toEqual([
      'off_session',
      'off_session',
    ]);
    const keys = intents.map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([expect.stringMatching(/^setup-intent-/), expect.any(String)]);
    expect(new Set(keys).size).toBe(2);
  });

  it('is for merchants only', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const unverified = (await register(app)).json().data.tokens.access_token as string;

    const anonymous = await app.inject({ method: 'POST', url: SETUP_INTENT });
    const asCustomer = await startSetup(customer.access);
    const beforeVerifying = await startSetup(unverified);

    expect(anonymous.statusCode).toBe(401);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    expect(beforeVerifying.statusCode).toBe(403);
    expect(beforeVerifying.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('saves the card of a succeeded SetupIntent: brand, last four and expiry, listed after', async () => {
    const merchant = await verifiedAccount(app);
    const id = await startedSetup(merchant);
    confirmInBrowser(id);
    const before = api.requests.length;

    const saved = await saveCard(merchant.access, { setup_intent_id: id });

    expect(saved.statusCode).toBe(201);
    const card = saved.json().data;
    expect(card).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      is_default: true,
      // confirmSetup did any 3-D Secure in the browser: nothing is left to authenticate.
      requires_action: false,
    });
    // Stripe attached the card when it was confirmed: the server only reads the SetupIntent.
    expect(
      api.requests.slice(before).map((request) => `${request.method} ${request.path}`),
    ).toEqual([`GET /v1/setup_intents/${id}`]);
    const { requires_action: _answerOnly, ...listed } = card;
    expect(await listCards(merchant.access)).toEqual([listed]);
    const [row] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, card.id));
    expect(row).toMatchObject({ provider: 'stripe', providerId: stripeHas.get(id)?.paymentMethod });
  });

  it('refuses another merchant’s SetupIntent, even a succeeded one', async () => {
    const merchant = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    await startedSetup(merchant);
    const theirs = await startedSetup(other);
    confirmInBrowser(theirs);

    const refused = await saveCard(merchant.access, { setup_intent_id: theirs });
    const unknown = await saveCard(merchant.access, { setup_intent_id: 'seti_NeverMade' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: NOT_YOURS,
      errors: { setup_intent_id: [NOT_YOURS] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ setup_intent_id: [NOT_YOURS] });
    expect(await listCards(merchant.access)).toEqual([]);
    expect(await listCards(other.access)).toEqual([]);
  });

  it('refuses a SetupIntent the card form has not confirmed yet', async () => {
    const merchant = await verifiedAccount(app);
    const id = await startedSetup(merchant);

    const early = await saveCard(merchant.access, { setup_intent_id: id });

    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This card has not been confirmed yet. Finish the card form first.',
      errors: { setup_intent_id: [expect.any(String)] },
    });
    expect(await listCards(merchant.access)).toEqual([]);
    confirmInBrowser(id);
    expect((await saveCard(merchant.access, { setup_intent_id: id })).statusCode).toBe(201);
  });

  it('keeps a card once when its SetupIntent is sent twice', async () => {
    const merchant = await verifiedAccount(app);
    const id = await startedSetup(merchant);
    confirmInBrowser(id);

    const first = await saveCard(merchant.access, { setup_intent_id: id });
    const again = await saveCard(merchant.access, { setup_intent_id: id });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This card is already saved.');
    expect(await listCards(merchant.access)).toHaveLength(1);
  });

  it('checks the body before asking Stripe', async () => {
    const merchant = await verifiedAccount(app);
    const before = api.requests.length;

    const malformed = await saveCard(merchant.access, { setup_intent_id: 'pm_1Card' });
    const pathy = await saveCard(merchant.access, { setup_intent_id: 'seti_1/../../customers' });
    const empty = await saveCard(merchant.access, {});
    const both = await saveCard(merchant.access, {
      setup_intent_id: 'seti_1Card',
      payment_method_id: 'pm_1Card',
    });

    for (const answer of [malformed, pathy, empty, both]) {
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().errors)).toEqual(['setup_intent_id']);
    }
    expect(empty.json().message).toBe('setup intent id is required');
    expect(api.requests.slice(before).filter((r) => r.path.includes('setup_intents'))).toEqual([]);
  });

  it('answers 503 when Stripe cannot be reached', async () => {
    const merchant = await verifiedAccount(app);
    const id = await startedSetup(merchant);
    api.on('GET', `/v1/setup_intents/${id}`, connectionRefused);

    const saved = await saveCard(merchant.access, { setup_intent_id: id });

    expect(saved.statusCode).toBe(503);
    expect(saved.json().code).toBe('SERVICE_UNAVAILABLE');
  });

  it('still saves a payment_method_id made by Stripe.js', async () => {
    const merchant = await verifiedAccount(app);

    const saved = await saveCard(merchant.access, { payment_method_id: 'pm_1Legacy' });

    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(api.sent('POST', '/v1/payment_methods/pm_1Legacy/attach')).toHaveLength(1);
  });
});

describe('saving a card with a SetupIntent (sandbox)', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  it('has no setup step: 409, and the card route says to send a test card number', async () => {
    const merchant = await verifiedAccount(app);
    const headers = bearer(merchant.access);
    const sandboxWay =
      'The sandbox saves cards without a setup intent: send a test card number to POST /payment-methods/card.';

    const setup = await app.inject({ method: 'POST', url: SETUP_INTENT, headers });
    const withId = await app.inject({
      method: 'POST',
      url: CARD_ROUTE,
      headers,
      payload: { setup_intent_id: 'seti_1Card' },
    });
    const withNumber = await app.inject({
      method: 'POST',
      url: CARD_ROUTE,
      headers,
      payload: { card_number: '4242424242424242', ...CARD },
    });

    expect(setup.statusCode).toBe(409);
    expect(setup.json()).toMatchObject({ code: 'CONFLICT', message: sandboxWay });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors).toEqual({ setup_intent_id: [sandboxWay] });
    expect(withNumber.statusCode).toBe(201);
    expect(withNumber.json().data).toMatchObject({ last4: '4242', is_default: true });
  });

  it('documents the route in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/merchant/docs/json' })).json();
    const operation = document.paths['/payment-methods/setup-intent']?.post;

    expect(operation?.tags).toEqual(['subscriptions']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '401', '403', '409', '503']),
    );
    const cardBody = document.paths['/payment-methods/card']?.post?.requestBody;
    expect(JSON.stringify(cardBody)).toContain('setup_intent_id');
  });
});
