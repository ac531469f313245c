import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { paymentMethods, paymentRefunds, sandboxInvoices } from '../../../src/db/schema';
import { build } from '../../helper';
import { bearer, outbox, type SignedIn } from '../../accounts';
import { CARD, planId, subscribableMerchant, SUBSCRIBE } from './billing';

const SUBSCRIPTIONS = '/api/merchant/subscriptions';
const METHODS = '/api/merchant/payment-methods';

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * docs/api.md, "Idempotency": every call that moves money or saves a card takes an
 * `Idempotency-Key`, as Stripe's API does. The same key and request answer the first answer again
 * and move no money; the same key with another request is 422.
 */
describe('Idempotency-Key on the calls that move money (sandbox)', () => {
  let app: App;
  let keyCount = 0;

  beforeAll(async () => {
    app = await build();
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const freshKey = () => `money-key-${Date.now()}-${(keyCount += 1)}`;

  const send = (
    merchant: SignedIn,
    method: Method,
    url: string,
    key: string,
    payload?: Record<string, unknown>,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(merchant.access), 'idempotency-key': key },
      ...(payload && { payload }),
    });

  const invoiceCount = async () => (await app.db.select().from(sandboxInvoices)).length;

  /** Sends the call, the same call again, and the same key with `other`; answers all three. */
  async function thrice(
    merchant: SignedIn,
    first: { method: Method; url: string; payload?: Record<string, unknown> },
    other: { method: Method; url: string; payload?: Record<string, unknown> },
  ) {
    const key = freshKey();
    const once = await send(merchant, first.method, first.url, key, first.payload);
    const again = await send(merchant, first.method, first.url, key, first.payload);
    const reused = await send(merchant, other.method, other.url, key, other.payload);
    expect(once.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(once.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(once.json());
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: { 'idempotency-key': [expect.any(String)] },
    });
    return once;
  }

  async function subscribedMerchant() {
    const merchant = await subscribableMerchant(app);
    const created = await send(merchant, 'POST', SUBSCRIBE, freshKey(), {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    expect(created.statusCode).toBe(201);
    return { merchant, id: created.json().data.subscription.id as string };
  }

  it('subscribing: charged once for one key, 422 for another plan under it', async () => {
    const merchant = await subscribableMerchant(app);
    const before = await invoiceCount();
    const body = { plan_id: await planId(app), card_number: '4242424242424242', ...CARD };

    const once = await thrice(
      merchant,
      { method: 'POST', url: SUBSCRIBE, payload: body },
      {
        method: 'POST',
        url: SUBSCRIBE,
        payload: { ...body, plan_id: await planId(app, 'growth') },
      },
    );

    expect(once.statusCode).toBe(201);
    expect((await invoiceCount()) - before).toBe(1);
  });

  it('changing plan: one proration for one key', async () => {
    const { merchant, id } = await subscribedMerchant();
    const before = await invoiceCount();

    const once = await thrice(
      merchant,
      {
        method: 'PUT',
        url: `${SUBSCRIPTIONS}/${id}`,
        payload: { plan_id: await planId(app, 'growth') },
      },
      {
        method: 'PUT',
        url: `${SUBSCRIPTIONS}/${id}`,
        payload: { plan_id: await planId(app, 'scale') },
      },
    );

    expect(once.statusCode).toBe(200);
    expect(once.json().data.subscription.plan.code).toBe('growth');
    expect((await invoiceCount()) - before).toBe(1);
  });

  it('cancelling and reactivating: the first answer again for their keys', async () => {
    const { merchant, id } = await subscribedMerchant();

    const canceled = await thrice(
      merchant,
      { method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}` },
      { method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}?immediately=true` },
    );
    const reactivated = await thrice(
      merchant,
      { method: 'POST', url: `${SUBSCRIPTIONS}/${id}/reactivate` },
      { method: 'POST', url: `${SUBSCRIPTIONS}/${id}/refund` },
    );

    expect(canceled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(reactivated.json().data).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
  });

  it('refunding: one refund for one key, and one receipt', async () => {
    const { merchant, id } = await subscribedMerchant();

    const once = await thrice(
      merchant,
      { method: 'POST', url: `${SUBSCRIPTIONS}/${id}/refund` },
      { method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}` },
    );

    expect(once.statusCode).toBe(200);
    expect(once.json().data.refunded_cents).toBe(2900);
    const refunds = await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.subscriptionId, id));
    expect(refunds).toHaveLength(1);
    const receipts = (await outbox(app, merchant.email)).filter(
      (mail) => mail.kind === 'subscription_refunded',
    );
    expect(receipts).toHaveLength(1);
  });

  it('saving a card: one card for one key', async () => {
    const merchant = await subscribableMerchant(app);
    const body = { card_number: '4242424242424242', ...CARD };

    const once = await thrice(
      merchant,
      { method: 'POST', url: `${METHODS}/card`, payload: body },
      { method: 'POST', url: `${METHODS}/card`, payload: { ...body, exp_month: 11 } },
    );

    expect(once.statusCode).toBe(201);
    const saved = await app.inject({ url: METHODS, headers: bearer(merchant.access) });
    expect(saved.json().data).toHaveLength(1);
    const rows = await app.db.select().from(paymentMethods);
    expect(rows.filter((row) => row.id === once.json().data.id)).toHaveLength(1);
  });

  it('a refused call keeps no key: the same key tries again', async () => {
    const merchant = await subscribableMerchant(app);
    const key = freshKey();
    const declined = { plan_id: await planId(app), card_number: '4000000000000002', ...CARD };

    const refused = await send(merchant, 'POST', SUBSCRIBE, key, declined);
    const retried = await send(merchant, 'POST', SUBSCRIBE, key, declined);

    expect(refused.statusCode).toBe(402);
    expect(retried.statusCode).toBe(402);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('names the header when the key is too short', async () => {
    const merchant = await subscribableMerchant(app);

    const answer = await send(merchant, 'POST', `${METHODS}/card`, 'short', {
      card_number: '4242424242424242',
      ...CARD,
    });

    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['idempotency-key']);
  });
});
