import type { App } from '../../../src/app';
import { createStripeProvider } from '../../../src/infrastructure/payments/stripe-provider';
import { bearer, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import { FakeStripeApi, stripeOver } from '../../infrastructure/payments/stripe-api';
import { CARD, subscribableMerchant } from './billing';

// /payment-test shows what each sandbox test card does without touching the merchant's saved
// cards (docs/api.md, "Subscriptions and payment methods": POST /payment-methods/test-card).

const METHODS = '/api/merchant/payment-methods';
const TEST_CARD = `${METHODS}/test-card`;

const TEST_CARDS = [
  [
    '4242 4242 4242 4242',
    { outcome: 'approved', decline_reason: null, saves: true, last4: '4242' },
  ],
  [
    '4000 0000 0000 0002',
    { outcome: 'declined', decline_reason: 'Your card was declined.', saves: false, last4: '0002' },
  ],
  [
    '4000000000009995',
    {
      outcome: 'declined',
      decline_reason: 'Your card has insufficient funds.',
      saves: false,
      last4: '9995',
    },
  ],
  [
    '4000000000000341',
    { outcome: 'declined', decline_reason: 'Your card was declined.', saves: true, last4: '0341' },
  ],
  [
    '4000002500003155',
    { outcome: 'requires_action', decline_reason: null, saves: true, last4: '3155' },
  ],
] as const;

describe('checking a test card (sandbox)', () => {
  let app: App;
  let merchant: SignedIn;

  beforeAll(async () => {
    app = await build();
  });
  beforeEach(async () => {
    merchant = await subscribableMerchant(app);
  });
  afterAll(() => app.close());

  const check = (card_number: string, card: object = CARD) =>
    app.inject({
      method: 'POST',
      url: TEST_CARD,
      headers: bearer(merchant.access),
      payload: { ...card, card_number },
    });
  const saved = async () =>
    (await app.inject({ url: METHODS, headers: bearer(merchant.access) })).json<{
      data: unknown[];
    }>().data;

  it('answers what each test card would do, and the saved cards stay as they were', async () => {
    const kept = await app.inject({
      method: 'POST',
      url: `${METHODS}/card`,
      headers: bearer(merchant.access),
      payload: { ...CARD, card_number: '4242424242424242' },
    });
    expect(kept.statusCode).toBe(201);
    const before = await saved();

    for (const [number, expected] of TEST_CARDS) {
      const answer = await check(number);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, data: { ...expected, brand: 'visa' } });
    }

    expect(await saved()).toEqual(before);
  });

  it('refuses a number that is not a test card, and an expired card, on their fields', async () => {
    const other = await check('4111111111111111');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ card_number: ['Use one of the sandbox test cards.'] });

    const expired = await check('4242424242424242', { ...CARD, exp_month: 1, exp_year: 2020 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ exp_year: ['This card has expired.'] });
    expect(await saved()).toEqual([]);
  });

  it('saving the 3-D Secure test card says that charging it will ask for authentication', async () => {
    const save = (card_number: string) =>
      app.inject({
        method: 'POST',
        url: `${METHODS}/card`,
        headers: bearer(merchant.access),
        payload: { ...CARD, card_number },
      });
    const secure = await save('4000002500003155');
    expect(secure.statusCode).toBe(201);
    expect(secure.json().data).toMatchObject({ last4: '3155', requires_action: true });
    const plain = await save('4242424242424242');
    expect(plain.json().data).toMatchObject({ last4: '4242', requires_action: false });
  });
});

describe('checking a test card (Stripe)', () => {
  let app: App;
  const api = new FakeStripeApi();

  beforeAll(async () => {
    app = await build({}, { payments: createStripeProvider(stripeOver(api)) });
  }, 30_000);
  afterAll(() => app.close());

  it('answers 409: with Stripe, card numbers go to Stripe from the browser only', async () => {
    const merchant = await subscribableMerchant(app);
    const answer = await app.inject({
      method: 'POST',
      url: TEST_CARD,
      headers: bearer(merchant.access),
      payload: { ...CARD, card_number: '4242424242424242' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/Stripe's own form/);
    expect(api.calls()).toEqual([]);
  });
});
