import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { paymentRefunds, stores, subscriptions } from '../../../src/db/schema';
import { build } from '../../helper';
import { adminAccount, bearer, outbox, testClock, type SignedIn } from '../../accounts';
import { REQUESTS, submitRequest } from '../merchant-requests/requests';
import { insertStore, merchantIdOf, REWARD_CARDS } from '../reward-cards/cards';
import { createBranch } from '../stores/stores';
import { CARD, planId, subscribableMerchant, subscribe } from './billing';

const SUBSCRIPTIONS = '/api/merchant/subscriptions';
const DAY = 24 * 60 * 60 * 1000;

interface Invoice {
  id: string;
  number: string | null;
  amount_cents: number;
  amount_refunded_cents: number;
  currency: string;
  status: string;
  description: string;
  download_url: string | null;
}

/** Invoices, receipts, the proration preview, refunds and usage, with the sandbox provider. */
describe('billing history and refunds (sandbox)', () => {
  let app: App;
  let admin: SignedIn;
  const clock = testClock();

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build({}, { now: clock.now });
    admin = await adminAccount(app);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, access?: string) =>
    app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });
  const post = (url: string, access: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(access), payload });

  async function subscribed(plan = 'starter') {
    const merchant = await subscribableMerchant(app);
    const response = await subscribe(app, merchant.access, {
      plan_id: await planId(app, plan),
      card_number: '4242424242424242',
      ...CARD,
    });
    expect(response.statusCode).toBe(201);
    const subscription = response.json().data.subscription as { id: string };
    return { merchant, id: subscription.id };
  }

  const invoicesOf = async (id: string, access: string): Promise<Invoice[]> =>
    (await get(`${SUBSCRIPTIONS}/${id}/invoices`, access)).json().data;

  /**
   * The current period: started `used` days ago, 30 days long. The clock moves on a minute first,
   * as it does between paying and changing plan, so the invoices' order is the order of events.
   */
  async function periodOf(id: string, used: number) {
    clock.advance(60_000);
    const now = clock.now().getTime();
    await app.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(now - used * DAY),
        currentPeriodEnd: new Date(now + (30 - used) * DAY),
      })
      .where(eq(subscriptions.id, id));
    return new Date(now + (30 - used) * DAY);
  }

  describe('invoices and receipts', () => {
    it('lists the paid first invoice, with a receipt only its owner can open', async () => {
      const { merchant, id } = await subscribed();
      const other = await subscribableMerchant(app);

      const invoices = await invoicesOf(id, merchant.access);

      expect(invoices).toEqual([
        {
          id: expect.any(String),
          number: expect.stringMatching(/^SBX-[0-9A-F]{10}$/),
          amount_cents: 2900,
          amount_refunded_cents: 0,
          credit_cents: 0,
          currency: 'USD',
          status: 'paid',
          created_at: clock.now().toISOString(),
          period_start: clock.now().toISOString(),
          period_end: expect.any(String),
          description: 'Starter plan, billed every month',
          download_url: `${SUBSCRIPTIONS}/${id}/invoices/${invoices[0]!.id}/receipt`,
        },
      ]);
      const receipt = await get(invoices[0]!.download_url!, merchant.access);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toMatch(/^text\/html/);
      expect(receipt.headers['cache-control']).toBe('private, no-store');
      expect(receipt.body).toContain('Sandbox — no money was moved');
      expect(receipt.body).toContain(invoices[0]!.number);
      expect(receipt.body).toContain('$29.00');
      expect(receipt.body).toContain('Starter, billed every month');
      expect(receipt.body).toContain('January 15, 2030');
      expect(receipt.body).toContain('Ana Bakery'); // the business name the sign-up gave

      // Another merchant: neither the list nor the receipt; nobody signed out either.
      expect((await get(`${SUBSCRIPTIONS}/${id}/invoices`, other.access)).statusCode).toBe(404);
      expect((await get(invoices[0]!.download_url!, other.access)).statusCode).toBe(404);
      expect((await get(invoices[0]!.download_url!)).statusCode).toBe(401);
      // Nor another subscription's receipt through the owner's own subscription id.
      const { merchant: third, id: thirdId } = await subscribed();
      expect(
        (await get(`${SUBSCRIPTIONS}/${thirdId}/invoices/${invoices[0]!.id}/receipt`, third.access))
          .statusCode,
      ).toBe(404);
    });

    it('keeps the first invoice open until the card’s authentication passes', async () => {
      const merchant = await subscribableMerchant(app);
      const created = await subscribe(app, merchant.access, {
        plan_id: await planId(app),
        card_number: '4000002500003155',
        ...CARD,
      });
      const { id } = created.json().data.subscription;
      expect((await invoicesOf(id, merchant.access)).map((i) => i.status)).toEqual(['open']);
      expect(created.json().data.subscription.refundable_until).toBeNull();

      const confirmed = await post('/api/merchant/subscription/confirm', merchant.access, {
        subscription_id: id,
      });

      expect((await invoicesOf(id, merchant.access)).map((i) => i.status)).toEqual(['paid']);
      expect(confirmed.json().data.refundable_until).toBe(
        new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      );
    });
  });

  describe('plan changes', () => {
    it('previews a change ten days into a 30-day period, hand-computed', async () => {
      const { merchant, id } = await subscribed();
      const end = await periodOf(id, 10);

      const preview = await get(
        `${SUBSCRIPTIONS}/${id}/preview?plan_id=${await planId(app, 'growth')}`,
        merchant.access,
      );

      // Starter $29 → Growth $79 with 20 of 30 days left: 2900 × 2/3 = 1933.33 credited,
      // 7900 × 2/3 = 5266.67 charged, each rounded to the cent as Stripe does.
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toEqual({
        plan: expect.objectContaining({ code: 'growth', price_cents: 7900, interval: 'month' }),
        currency: 'USD',
        amount_due_now_cents: 3334,
        proration_credit_cents: 1933,
        credit_left_cents: 0,
        next_invoice_at: end.toISOString(),
        next_invoice_amount_cents: 7900,
        lines: [
          { description: 'Unused time on Starter after 15 Jan 2030', amount_cents: -1933 },
          { description: 'Remaining time on Growth after 15 Jan 2030', amount_cents: 5267 },
        ],
      });
    });

    it('changes plan for the previewed amount, and the sandbox invoices it', async () => {
      const { merchant, id } = await subscribed();
      await periodOf(id, 10);
      const growth = await planId(app, 'growth');
      const preview = (
        await get(`${SUBSCRIPTIONS}/${id}/preview?plan_id=${growth}`, merchant.access)
      ).json().data;

      const changed = await app.inject({
        method: 'PUT',
        url: `${SUBSCRIPTIONS}/${id}`,
        headers: bearer(merchant.access),
        payload: { plan_id: growth },
      });

      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.proration_cents).toBe(preview.amount_due_now_cents);
      const [newest] = await invoicesOf(id, merchant.access);
      expect(newest).toMatchObject({
        amount_cents: preview.amount_due_now_cents,
        status: 'paid',
        description: expect.stringContaining('Plan change from Starter to Growth'),
      });
    });

    it('credits a downgrade: nothing due now, the credit taken off the next invoice', async () => {
      const { merchant, id } = await subscribed('growth');
      await periodOf(id, 15);

      const preview = await get(
        `${SUBSCRIPTIONS}/${id}/preview?plan_id=${await planId(app, 'starter')}`,
        merchant.access,
      );

      // 7900 / 2 = 3950 credited, 2900 / 2 = 1450 charged: 2500 left for the next $29.00.
      expect(preview.json().data).toMatchObject({
        amount_due_now_cents: 0,
        proration_credit_cents: 3950,
        credit_left_cents: 2500,
        next_invoice_amount_cents: 400,
        lines: [
          { description: 'Unused time on Growth after 15 Jan 2030', amount_cents: -3950 },
          { description: 'Remaining time on Starter after 15 Jan 2030', amount_cents: 1450 },
        ],
      });
    });

    it('lists a downgrade’s credit as a credit on the account, not as a payment', async () => {
      const { merchant, id } = await subscribed('growth');
      await periodOf(id, 15);

      await app.inject({
        method: 'PUT',
        url: `${SUBSCRIPTIONS}/${id}`,
        headers: bearer(merchant.access),
        payload: { plan_id: await planId(app, 'starter') },
      });

      const [credit, payment] = await invoicesOf(id, merchant.access);
      expect(credit).toMatchObject({ amount_cents: -2500, credit_cents: 2500 });
      expect(payment).toMatchObject({ amount_cents: 7900, credit_cents: 0, status: 'paid' });
      const receipt = await get(credit!.download_url!, merchant.access);
      expect(receipt.body).toContain('Credit to your account');
      expect(receipt.body).toContain('$25.00');
      expect(receipt.body).not.toContain('>paid<');
    });

    it('moves to yearly billing: a new year starts now, the unused month credited', async () => {
      const { merchant, id } = await subscribed();
      await periodOf(id, 10);
      const starter = await planId(app, 'starter');

      const same = await get(`${SUBSCRIPTIONS}/${id}/preview?plan_id=${starter}`, merchant.access);
      const yearly = await get(
        `${SUBSCRIPTIONS}/${id}/preview?plan_id=${starter}&interval=year`,
        merchant.access,
      );
      const changed = await app.inject({
        method: 'PUT',
        url: `${SUBSCRIPTIONS}/${id}`,
        headers: bearer(merchant.access),
        payload: { plan_id: starter, interval: 'year' },
      });

      expect(same.statusCode).toBe(409);
      expect(same.json().message).toMatch(/^You are already on this plan\./);
      const nextYear = new Date(clock.now());
      nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
      expect(yearly.json().data).toMatchObject({
        plan: expect.objectContaining({ code: 'starter', price_cents: 29000, interval: 'year' }),
        amount_due_now_cents: 29000 - 1933,
        proration_credit_cents: 1933,
        next_invoice_at: nextYear.toISOString(),
        next_invoice_amount_cents: 29000,
      });
      expect(changed.json().data.proration_cents).toBe(29000 - 1933);
      expect(changed.json().data.subscription).toMatchObject({
        plan: expect.objectContaining({ interval: 'year', price_cents: 29000 }),
        current_period_start: clock.now().toISOString(),
        current_period_end: nextYear.toISOString(),
      });
    });

    it('names the field of a bad plan, and hides another merchant’s subscription', async () => {
      const { merchant, id } = await subscribed();
      const other = await subscribableMerchant(app);

      const missing = await get(`${SUBSCRIPTIONS}/${id}/preview`, merchant.access);
      const unknown = await get(
        `${SUBSCRIPTIONS}/${id}/preview?plan_id=00000000-0000-4000-8000-000000000000`,
        merchant.access,
      );
      const theirs = await get(
        `${SUBSCRIPTIONS}/${id}/preview?plan_id=${await planId(app, 'growth')}`,
        other.access,
      );

      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('plan_id');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toHaveProperty('plan_id');
      expect(theirs.statusCode).toBe(404);
    });
  });

  describe('the 30-day money-back guarantee', () => {
    it('refunds every payment within 30 days, ends the subscription, and sends a receipt', async () => {
      const { merchant, id } = await subscribed();
      await periodOf(id, 10);
      await app.inject({
        method: 'PUT',
        url: `${SUBSCRIPTIONS}/${id}`,
        headers: bearer(merchant.access),
        payload: { plan_id: await planId(app, 'growth') },
      });
      const before = (await get(`${SUBSCRIPTIONS}/${id}`, merchant.access)).json().data;
      expect(before.refundable_until).toBe(
        new Date(Date.parse(before.created_at) + 30 * DAY).toISOString(),
      );

      const refund = await post(`${SUBSCRIPTIONS}/${id}/refund`, merchant.access);
      const twice = await post(`${SUBSCRIPTIONS}/${id}/refund`, merchant.access);

      expect(refund.statusCode).toBe(200);
      expect(refund.json()).toMatchObject({
        message: 'Your subscription has ended and $62.34 has been refunded.',
        data: {
          subscription: { status: 'canceled', refundable_until: null },
          refunded_cents: 2900 + 3334,
          currency: 'USD',
        },
      });
      const invoices = await invoicesOf(id, merchant.access);
      expect(invoices.map((i) => [i.amount_cents, i.amount_refunded_cents])).toEqual([
        [3334, 3334],
        [2900, 2900],
      ]);
      const rows = await app.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.subscriptionId, id));
      expect(rows.map((row) => row.amountCents).sort()).toEqual([2900, 3334]);
      expect(rows.every((row) => row.reason === 'money_back')).toBe(true);
      const [mail] = await outbox(app, merchant.email);
      expect(mail).toMatchObject({
        kind: 'subscription_refunded',
        subject: 'Your QRewards refund of $62.34',
      });
      expect(mail?.text).toContain(
        'Your Growth subscription has been cancelled and your payment of $62.34 has been refunded in full on January 15, 2030; it can take 5–10 days to appear.',
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This subscription has already been refunded.');
    });

    it('refunds on the 30th day, and refuses after', async () => {
      const inside = await subscribed();
      const outside = await subscribed();
      const start = clock.now().getTime();
      await app.db
        .update(subscriptions)
        .set({ firstPaidAt: new Date(start - 30 * DAY + 60_000) })
        .where(eq(subscriptions.id, inside.id));
      await app.db
        .update(subscriptions)
        .set({ firstPaidAt: new Date(start - 30 * DAY - 60_000) })
        .where(eq(subscriptions.id, outside.id));

      const late = await post(`${SUBSCRIPTIONS}/${outside.id}/refund`, outside.merchant.access);
      const inTime = await post(`${SUBSCRIPTIONS}/${inside.id}/refund`, inside.merchant.access);

      expect(inTime.statusCode).toBe(200);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Refunds are available within 30 days of your first payment.',
      });
      const still = (await get(`${SUBSCRIPTIONS}/${outside.id}`, outside.merchant.access)).json();
      expect(still.data.status).toBe('active');
    });

    it('is once per merchant: a second subscription offers no refund and refuses one', async () => {
      const { merchant, id } = await subscribed();
      expect((await post(`${SUBSCRIPTIONS}/${id}/refund`, merchant.access)).statusCode).toBe(200);
      clock.advance(60_000);
      const again = await subscribe(app, merchant.access, {
        plan_id: await planId(app),
        card_number: '4242424242424242',
        ...CARD,
      });
      expect(again.statusCode).toBe(201);
      const second = again.json().data.subscription as { id: string };

      const refused = await post(`${SUBSCRIPTIONS}/${second.id}/refund`, merchant.access);

      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        message:
          'You have already used the 30-day money-back guarantee: it is once per merchant. You can still cancel, and your plan runs until the end of the period you paid for.',
      });
      const mine = (await get(`${SUBSCRIPTIONS}/my`, merchant.access)).json().data;
      expect(mine).toEqual([
        expect.objectContaining({
          id: second.id,
          status: 'active',
          refundable_until: null,
          money_back_used: true,
        }),
        expect.objectContaining({ id, status: 'canceled', money_back_used: true }),
      ]);
      const invoices = await invoicesOf(second.id, merchant.access);
      expect(invoices.map((i) => i.amount_refunded_cents)).toEqual([0]);
      // A rejection of the merchant's request still refunds the second one in full.
      const requests = (await get(`${REQUESTS}/my`, merchant.access)).json().data as {
        id: string;
      }[];
      const rejected = await post(`${REQUESTS}/${requests[0]!.id}/reject`, admin.access, {
        reason: 'The address could not be checked.',
      });
      expect(rejected.statusCode).toBe(200);
      expect(
        (await invoicesOf(second.id, merchant.access)).map((i) => i.amount_refunded_cents),
      ).toEqual([2900]);
    });

    it('offers the refund to a merchant whose first plan was refunded by a rejection', async () => {
      const { merchant, id } = await subscribed();
      const requests = (await get(`${REQUESTS}/my`, merchant.access)).json().data as {
        id: string;
      }[];
      await post(`${REQUESTS}/${requests[0]!.id}/reject`, admin.access, {
        reason: 'The address could not be checked.',
      });
      expect((await get(`${SUBSCRIPTIONS}/${id}`, merchant.access)).json().data).toMatchObject({
        status: 'canceled',
        money_back_used: false,
      });
      expect((await submitRequest(app, merchant.access)).statusCode).toBe(201);
      const again = await subscribe(app, merchant.access, {
        plan_id: await planId(app),
        card_number: '4242424242424242',
        ...CARD,
      });
      const second = again.json().data.subscription as { id: string; refundable_until: string };
      expect(second.refundable_until).not.toBeNull();

      expect((await post(`${SUBSCRIPTIONS}/${second.id}/refund`, merchant.access)).statusCode).toBe(
        200,
      );
    });

    it('is the owner’s alone', async () => {
      const { merchant, id } = await subscribed();
      const other = await subscribableMerchant(app);

      expect((await post(`${SUBSCRIPTIONS}/${id}/refund`, other.access)).statusCode).toBe(404);
      expect((await get(`${SUBSCRIPTIONS}/${id}`, merchant.access)).json().data.status).toBe(
        'active',
      );
    });
  });

  describe('reviews', () => {
    it('a rejection ends the subscription, refunds it in full and says so; a new request may subscribe again', async () => {
      const { merchant, id } = await subscribed();
      const requests = (await get(`${REQUESTS}/my`, merchant.access)).json().data as {
        id: string;
      }[];

      const rejected = await post(`${REQUESTS}/${requests[0]!.id}/reject`, admin.access, {
        reason: 'The address could not be checked.',
      });

      expect(rejected.statusCode).toBe(200);
      const subscription = (await get(`${SUBSCRIPTIONS}/${id}`, merchant.access)).json().data;
      expect(subscription).toMatchObject({ status: 'canceled', refundable_until: null });
      const invoices = await invoicesOf(id, merchant.access);
      expect(invoices.map((i) => i.amount_refunded_cents)).toEqual([2900]);
      const rows = await app.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.subscriptionId, id));
      expect(rows).toEqual([
        expect.objectContaining({ amountCents: 2900, reason: 'request_rejected' }),
      ]);
      const [mail] = await outbox(app, merchant.email);
      expect(mail?.kind).toBe('merchant_request_rejected');
      expect(mail?.text).toContain(
        'Your subscription has been cancelled. Your payment of $29.00 has been refunded in full; it can take 5–10 days to appear.',
      );

      expect((await submitRequest(app, merchant.access)).statusCode).toBe(201);
      const again = await subscribe(app, merchant.access, {
        plan_id: await planId(app),
        card_number: '4242424242424242',
        ...CARD,
      });
      expect(again.statusCode).toBe(201);
    });

    it('a rejection without a subscription says nothing of refunds', async () => {
      const merchant = await subscribableMerchant(app);
      const requests = (await get(`${REQUESTS}/my`, merchant.access)).json().data as {
        id: string;
      }[];

      await post(`${REQUESTS}/${requests[0]!.id}/reject`, admin.access, { reason: 'Not a shop.' });

      const [mail] = await outbox(app, merchant.email);
      expect(mail?.text).not.toContain('refunded');
    });

    it('an acceptance tells a paying merchant to create a reward card, others to choose a plan', async () => {
      const paying = await subscribed();
      const notYet = await subscribableMerchant(app);
      for (const merchant of [paying.merchant, notYet]) {
        const requests = (await get(`${REQUESTS}/my`, merchant.access)).json().data as {
          id: string;
        }[];
        expect((await post(`${REQUESTS}/${requests[0]!.id}/accept`, admin.access)).statusCode).toBe(
          200,
        );
      }

      const [paid] = await outbox(app, paying.merchant.email);
      const [unpaid] = await outbox(app, notYet.email);
      expect(paid?.text).toContain(
        'Your plan is active: sign in to create your first reward card.',
      );
      expect(paid?.text).not.toContain('choose a plan');
      expect(unpaid?.text).toContain(
        'Sign in to choose a plan and start rewarding your customers.',
      );
    });
  });

  describe('usage', () => {
    it('counts active stores, branches of active stores and active cards against the plan', async () => {
      const { merchant } = await subscribed();
      const merchantId = await merchantIdOf(app, merchant.userId);
      const store = await insertStore(app, merchantId, 'Shown');
      const hidden = await insertStore(app, merchantId, 'Hidden');
      await app.db.update(stores).set({ status: 'hidden' }).where(eq(stores.id, hidden.id));
      expect((await createBranch(app, merchant.access, store.id)).statusCode).toBe(201);
      const card = await post(REWARD_CARDS, merchant.access, {
        store_id: store.id,
        title: 'Coffee card',
        stamps_required: 5,
        reward_description: 'A free coffee',
      });
      expect(card.statusCode).toBe(201);

      const usage = await get(`${SUBSCRIPTIONS}/usage`, merchant.access);

      expect(usage.statusCode).toBe(200);
      expect(usage.json().data).toEqual({
        stores: { used: 1, limit: 1 },
        branches: { used: 1, limit: 3 },
        reward_cards: { used: 1, limit: 3 },
      });
    });

    it('answers limits of 0 without an active subscription, and is for merchants only', async () => {
      const merchant = await subscribableMerchant(app);

      const usage = await get(`${SUBSCRIPTIONS}/usage`, merchant.access);

      expect(usage.json().data).toEqual({
        stores: { used: 0, limit: 0 },
        branches: { used: 0, limit: 0 },
        reward_cards: { used: 0, limit: 0 },
      });
      expect((await get(`${SUBSCRIPTIONS}/usage`)).statusCode).toBe(401);
      expect((await get(`${SUBSCRIPTIONS}/usage`, admin.access)).statusCode).toBe(403);
    });
  });
});
