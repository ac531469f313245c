import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, testClock } from '../../accounts';
import { CARD, planId, subscribableMerchant, subscribe } from './billing';

const SUBSCRIPTIONS = '/api/merchant/subscriptions';
const DAY = 24 * 60 * 60 * 1000;

/** docs/product.md, "Billing": a period ends on the anchor's day, clamped to the month's end. */
describe('billing anchor (sandbox)', () => {
  let app: App;
  // January 31 of a leap year.
  const clock = testClock(new Date('2028-01-31T10:00:00.000Z'));

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  async function subscribed() {
    const merchant = await subscribableMerchant(app);
    const created = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    expect(created.statusCode).toBe(201);
    return { merchant, subscription: created.json().data.subscription };
  }

  it('a plan started on January 31 renews on February 29, not in March', async () => {
    const { subscription } = await subscribed();

    expect(subscription.current_period_end).toBe('2028-02-29T10:00:00.000Z');
  });

  it('a plan changed to yearly on February 29 renews on February 28', async () => {
    clock.advance(29 * DAY); // February 29, 2028
    const { merchant, subscription } = await subscribed();
    expect(subscription.current_period_end).toBe('2028-03-29T10:00:00.000Z');

    const preview = await app.inject({
      url: `${SUBSCRIPTIONS}/${subscription.id}/preview?plan_id=${await planId(app)}&interval=year`,
      headers: bearer(merchant.access),
    });
    const changed = await app.inject({
      method: 'PUT',
      url: `${SUBSCRIPTIONS}/${subscription.id}`,
      headers: bearer(merchant.access),
      payload: { plan_id: await planId(app), interval: 'year' },
    });

    expect(preview.json().data.next_invoice_at).toBe('2029-02-28T10:00:00.000Z');
    expect(changed.json().data.subscription.current_period_end).toBe('2029-02-28T10:00:00.000Z');
  });
});
