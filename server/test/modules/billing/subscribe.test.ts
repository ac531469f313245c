import { sql } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, verifiedAccount } from '../../accounts';
import { CARD, planId, subscribableMerchant, subscribe } from './billing';

const STEP_STATUS = '/api/merchant/onboarding/step-status';

describe('POST /subscription/create-subscription (sandbox)', () => {
  let app: App;
  let starter: string;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build();
    starter = await planId(app);
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  it('subscribes with 4242 4242 4242 4242 and completes step 3', async () => {
    const merchant = await subscribableMerchant(app);

    const response = await subscribe(app, merchant.access, {
      plan_id: starter,
      card_number: '4242 4242 4242 4242',
      ...CARD,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      subscription: { status: 'active', plan: { code: 'starter', price_cents: 2900 } },
      client_secret: null,
      requires_action: false,
      provider: 'sandbox',
    });
    const status = (
      await app.inject({ method: 'GET', url: STEP_STATUS, headers: bearer(merchant.access) })
    ).json().data;
    expect(status.current_step).toBe(4);
    const methods = await app.inject({
      method: 'GET',
      url: '/api/merchant/payment-methods',
      headers: bearer(merchant.access),
    });
    expect(methods.json().data).toEqual([
      {
        id: expect.any(String),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2034,
        is_default: true,
      },
    ]);
  });

  it('refuses a second subscription while one is active', async () => {
    const merchant = await subscribableMerchant(app);
    const body = { plan_id: starter, card_number: '4242424242424242', ...CARD };
    await subscribe(app, merchant.access, body);

    const again = await subscribe(app, merchant.access, body);

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an active subscription.');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('answers 402 for %s and stores nothing', async (number, message) => {
    const merchant = await subscribableMerchant(app);

    const response = await subscribe(app, merchant.access, {
      plan_id: starter,
      card_number: number,
      ...CARD,
    });

    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_FAILED', message });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/merchant/subscriptions/my',
      headers: bearer(merchant.access),
    });
    expect(mine.json().data).toEqual([]);
  });

  it('needs authentication for 4000 0025 0000 3155 until confirmed', async () => {
    const merchant = await subscribableMerchant(app);

    const response = await subscribe(app, merchant.access, {
      plan_id: starter,
      interval: 'year',
      card_number: '4000002500003155',
      ...CARD,
    });

    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ requires_action: true, subscription: { status: 'incomplete' } });
    expect(data.client_secret).toEqual(expect.stringContaining('secret'));
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/merchant/subscription/confirm',
      headers: bearer(merchant.access),
      payload: { subscription_id: data.subscription.id },
    });
    expect(confirmed.json().data).toMatchObject({
      status: 'active',
      plan: { interval: 'year', price_cents: 29000 },
    });
  });

  it('refuses numbers that are not sandbox test cards', async () => {
    const merchant = await subscribableMerchant(app);

    const response = await subscribe(app, merchant.access, {
      plan_id: starter,
      // A real Visa number Stripe's test mode does not publish (5555... is its Mastercard).
      card_number: '4111111111111111',
      ...CARD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      card_number: ['Use one of the sandbox test cards.'],
    });
  });

  it('subscribes with a saved card through create-subscription-with-payment-method', async () => {
    const merchant = await subscribableMerchant(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/merchant/payment-methods/card',
      headers: bearer(merchant.access),
      payload: { card_number: '4242424242424242', ...CARD },
    });

    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/subscription/create-subscription-with-payment-method',
      headers: bearer(merchant.access),
      payload: { plan_id: await planId(app, 'growth'), payment_method_id: saved.json().data.id },
    });

    expect(saved.statusCode).toBe(201);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.subscription.plan.code).toBe('growth');
  });

  it('needs a sent merchant request, a card and a merchant', async () => {
    const noRequest = await verifiedAccount(app);
    const noCard = await subscribableMerchant(app);
    const customer = await verifiedAccount(app, { account_type: 'user' });

    const [forbidden, missing, wrongRole] = await Promise.all([
      subscribe(app, noRequest.access, {
        plan_id: starter,
        card_number: '4242424242424242',
        ...CARD,
      }),
      subscribe(app, noCard.access, { plan_id: starter }),
      subscribe(app, customer.access, { plan_id: starter }),
    ]);

    expect(forbidden.statusCode).toBe(403);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ card_number: ['Add a card to subscribe.'] });
    expect(wrongRole.statusCode).toBe(403);
  });

  it('never keeps or answers the card number or the CVC', async () => {
    const merchant = await subscribableMerchant(app);

    const response = await subscribe(app, merchant.access, {
      plan_id: starter,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '987',
    });

    expect(response.body).not.toContain('4242424242424242');
    // As a value of its own: ids and timestamps may hold the digits 987 by chance.
    expect(response.body).not.toMatch(/(?<![\w.-])987(?![\w.-])/);
    for (const table of ['payment_methods', 'subscriptions', 'payment_customers', 'audit_events']) {
      const rows = await app.db.execute(
        sql.raw(`select row_to_json(t)::text as j from ${table} t`),
      );
      const text = JSON.stringify(rows);
      expect(text).not.toContain('4242424242424242');
      expect(text).not.toContain('"987"');
    }
  });
});
