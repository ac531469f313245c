import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { paymentRefunds, subscriptions } from '../../../src/db/schema';
import { createStripeProvider } from '../../../src/infrastructure/payments/stripe-provider';
import { adminAccount, bearer, outbox, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import { REQUESTS } from '../merchant-requests/requests';
import { merchantIdOf } from '../reward-cards/cards';
import {
  FakeStripeApi,
  PERIOD_END,
  PERIOD_START,
  connectionRefused,
  creditNoteJson,
  expansions,
  invoiceJson,
  invoiceState,
  listJson,
  ok,
  stripeOver,
  subscriptionJson,
  subscriptionState,
} from '../../infrastructure/payments/stripe-api';
import { planId, subscribableMerchant } from './billing';

const SUBSCRIPTIONS = '/api/merchant/subscriptions';

/**
 * The billing routes with the real Stripe provider and SDK over a fake Stripe API: what goes over
 * the wire when a merchant lists invoices, asks for their money back, or is rejected.
 */
describe('invoices and refunds (Stripe)', () => {
  let app: App;
  let admin: SignedIn;
  const api = new FakeStripeApi();

  beforeAll(async () => {
    app = await build({}, { payments: createStripeProvider(stripeOver(api)) });
    admin = await adminAccount(app);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  /** A merchant whose request is pending, paying Stripe for Starter since now. */
  async function payingMerchant() {
    const merchant = await subscribableMerchant(app);
    const stripeId = `sub_${randomUUID().replace(/-/g, '')}`;
    const now = app.now();
    const [row] = await app.db
      .insert(subscriptions)
      .values({
        merchantId: await merchantIdOf(app, merchant.userId),
        planId: await planId(app),
        interval: 'month',
        status: 'active',
        provider: 'stripe',
        providerSubscriptionId: stripeId,
        currentPeriodStart: new Date(PERIOD_START * 1000),
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        firstPaidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const invoice = invoiceState({ id: `in_${stripeId.slice(4, 20)}`, subscription: stripeId });
    api
      .on('GET', '/v1/invoices', (request) =>
        ok(
          listJson(
            '/v1/invoices',
            request.query.get('subscription') === stripeId ? [invoiceJson(invoice)] : [],
          ),
        ),
      )
      .on('DELETE', `/v1/subscriptions/${stripeId}`, (request) =>
        ok(
          subscriptionJson(
            subscriptionState({
              id: stripeId,
              status: 'canceled',
              canceledAt: Math.floor(now.getTime() / 1000),
              clientSecret: null,
            }),
            expansions(request),
          ),
        ),
      );
    return { merchant, id: row!.id, stripeId, invoice, now };
  }

  api.on('POST', '/v1/credit_notes', (request) =>
    ok(
      creditNoteJson(
        `cn_${randomUUID().slice(0, 8)}`,
        request.form.get('invoice') ?? '',
        Number(request.form.get('refund_amount')),
        `re_${randomUUID().slice(0, 8)}`,
      ),
    ),
  );

  it('lists invoices from Stripe, the hosted invoice page as the download', async () => {
    const { merchant, id, invoice } = await payingMerchant();

    const answer = await app.inject({
      method: 'GET',
      url: `${SUBSCRIPTIONS}/${id}/invoices`,
      headers: bearer(merchant.access),
    });

    expect(answer.json().data).toEqual([
      expect.objectContaining({
        id: invoice.id,
        number: 'QRW-0001',
        amount_cents: 2900,
        amount_refunded_cents: 0,
        status: 'paid',
        download_url: `https://invoice.stripe.com/i/acct_test/${invoice.id}`,
      }),
    ]);
    // Stripe renders its own receipts: ours is the sandbox's only.
    const receipt = await app.inject({
      method: 'GET',
      url: `${SUBSCRIPTIONS}/${id}/invoices/${invoice.id}/receipt`,
      headers: bearer(merchant.access),
    });
    expect(receipt.statusCode).toBe(404);
  });

  it('a rejection cancels at Stripe and refunds the paid invoice through a credit note', async () => {
    const { merchant, id, stripeId, invoice } = await payingMerchant();
    const requests = await app.inject({
      method: 'GET',
      url: `${REQUESTS}/my`,
      headers: bearer(merchant.access),
    });
    const before = api.requests.length;

    const rejected = await app.inject({
      method: 'POST',
      url: `${REQUESTS}/${requests.json().data[0].id}/reject`,
      headers: bearer(admin.access),
      payload: { reason: 'The address could not be checked.' },
    });

    expect(rejected.statusCode).toBe(200);
    const sent = api.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /v1/subscriptions/${stripeId}`,
      'GET /v1/invoices',
      'POST /v1/credit_notes',
    ]);
    expect(Object.fromEntries(sent[2]!.form)).toEqual({
      invoice: invoice.id,
      amount: '2900',
      refund_amount: '2900',
      memo: 'Merchant request not accepted',
    });
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ status: 'canceled', refundedAt: expect.any(Date) });
    const refunds = await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.subscriptionId, id));
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        amountCents: 2900,
        providerInvoiceId: invoice.id,
      }),
    ]);
    const [mail] = await outbox(app, merchant.email);
    expect(mail?.text).toContain(
      'Your payment of $29.00 has been refunded in full; it can take 5–10 days to appear.',
    );
  });

  it('answers 503 when Stripe cannot be reached, and the refund can be asked again', async () => {
    const { merchant, id, stripeId, now } = await payingMerchant();
    api.on('DELETE', `/v1/subscriptions/${stripeId}`, connectionRefused);
    const refund = () =>
      app.inject({
        method: 'POST',
        url: `${SUBSCRIPTIONS}/${id}/refund`,
        headers: bearer(merchant.access),
      });

    const failed = await refund();

    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('SERVICE_UNAVAILABLE');
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ status: 'active', refundedAt: null });

    // Stripe answers again: the same request refunds.
    api.on('DELETE', `/v1/subscriptions/${stripeId}`, (request) =>
      ok(
        subscriptionJson(
          subscriptionState({
            id: stripeId,
            status: 'canceled',
            canceledAt: Math.floor(now.getTime() / 1000),
            clientSecret: null,
          }),
          expansions(request),
        ),
      ),
    );
    const retried = await refund();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ refunded_cents: 2900, currency: 'USD' });
  });
});
