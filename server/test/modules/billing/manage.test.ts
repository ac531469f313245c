import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { subscriptions } from '../../../src/db/schema';
import { build } from '../../helper';
import { bearer, testClock } from '../../accounts';
import { CARD, planId, subscribableMerchant, subscribe } from './billing';

const SUBSCRIPTIONS = '/api/merchant/subscriptions';
const METHODS = '/api/merchant/payment-methods';
const DAY = 24 * 60 * 60 * 1000;

describe('managing subscriptions and cards (sandbox)', () => {
  let app: App;
  const clock = testClock();

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  async function subscribed() {
    const merchant = await subscribableMerchant(app);
    const response = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    return { merchant, subscription: response.json().data.subscription };
  }

  it('lists and reads only the caller’s subscriptions', async () => {
    const { merchant, subscription } = await subscribed();
    const other = await subscribableMerchant(app);

    const mine = await app.inject({
      method: 'GET',
      url: `${SUBSCRIPTIONS}/my`,
      headers: bearer(merchant.access),
    });
    const one = await app.inject({
      method: 'GET',
      url: `${SUBSCRIPTIONS}/${subscription.id}`,
      headers: bearer(merchant.access),
    });
    const theirs = await app.inject({
      method: 'GET',
      url: `${SUBSCRIPTIONS}/${subscription.id}`,
      headers: bearer(other.access),
    });

    expect(mine.json().data.map((s: { id: string }) => s.id)).toEqual([subscription.id]);
    expect(one.json().data.id).toBe(subscription.id);
    expect(theirs.statusCode).toBe(404);
  });

  it('changes plan and answers the prorated amount', async () => {
    const { merchant, subscription } = await subscribed();
    // Half the period is left.
    const now = clock.now().getTime();
    await app.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(now - 15 * DAY),
        currentPeriodEnd: new Date(now + 15 * DAY),
      })
      .where(eq(subscriptions.id, subscription.id));

    const response = await app.inject({
      method: 'PUT',
      url: `${SUBSCRIPTIONS}/${subscription.id}`,
      headers: bearer(merchant.access),
      payload: { plan_id: await planId(app, 'growth') },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscription.plan.code).toBe('growth');
    expect(response.json().data.proration_cents).toBe(2500);
    const same = await app.inject({
      method: 'PUT',
      url: `${SUBSCRIPTIONS}/${subscription.id}`,
      headers: bearer(merchant.access),
      payload: { plan_id: await planId(app, 'growth') },
    });
    expect(same.statusCode).toBe(409);
  });

  it('cancels at period end, reactivates, then cancels at once', async () => {
    const { merchant, subscription } = await subscribed();
    const url = `${SUBSCRIPTIONS}/${subscription.id}`;
    const headers = bearer(merchant.access);

    const later = await app.inject({ method: 'DELETE', url, headers });
    expect(later.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const back = await app.inject({ method: 'POST', url: `${url}/reactivate`, headers });
    expect(back.json().data.cancel_at_period_end).toBe(false);
    const again = await app.inject({ method: 'POST', url: `${url}/reactivate`, headers });
    expect(again.statusCode).toBe(409);

    const now = await app.inject({ method: 'DELETE', url: `${url}?immediately=true`, headers });
    expect(now.json().data).toMatchObject({ status: 'canceled', canceled_at: expect.any(String) });
    const ended = await app.inject({ method: 'DELETE', url, headers });
    expect(ended.statusCode).toBe(409);
  });

  it('keeps the default card while a subscription is active', async () => {
    const { merchant } = await subscribed();
    const headers = bearer(merchant.access);
    const second = await app.inject({
      method: 'POST',
      url: `${METHODS}/card`,
      headers,
      payload: { card_number: '5555 5555 5555 4444', ...CARD },
    });
    expect(second.json().data).toMatchObject({ last4: '4444', is_default: false });
    const first = (await app.inject({ method: 'GET', url: METHODS, headers }))
      .json()
      .data.find((method: { is_default: boolean }) => method.is_default);

    const refused = await app.inject({ method: 'DELETE', url: `${METHODS}/${first.id}`, headers });
    expect(refused.statusCode).toBe(409);

    const switched = await app.inject({
      method: 'PUT',
      url: `${METHODS}/default`,
      headers,
      payload: { payment_method_id: second.json().data.id },
    });
    const defaults = switched
      .json()
      .data.filter((method: { is_default: boolean }) => method.is_default)
      .map((method: { id: string }) => method.id);
    expect(defaults).toEqual([second.json().data.id]);
    const removed = await app.inject({ method: 'DELETE', url: `${METHODS}/${first.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toHaveLength(1);
  });

  it('answers 404 for another merchant’s card and 400 for a bad card', async () => {
    const { merchant } = await subscribed();
    const other = await subscribableMerchant(app);
    const [card] = (
      await app.inject({ method: 'GET', url: METHODS, headers: bearer(merchant.access) })
    ).json().data;

    const theirs = await app.inject({
      method: 'DELETE',
      url: `${METHODS}/${card.id}`,
      headers: bearer(other.access),
    });
    const bad = await app.inject({
      method: 'POST',
      url: `${METHODS}/card`,
      headers: bearer(other.access),
      payload: { card_number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '12' },
    });

    expect(theirs.statusCode).toBe(404);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['cvc']);
  });
});
