import type {
  KnownSubscription,
  PlanChange,
  PlanPrice,
} from '../../../src/infrastructure/payments/provider';
import { createStripeProvider } from '../../../src/infrastructure/payments/stripe-provider';
import {
  FakeStripeApi,
  PERIOD_END,
  PERIOD_START,
  cardPaymentMethodJson,
  connectionRefused,
  creditNoteJson,
  invoiceJson,
  invoiceLineJson,
  invoiceState,
  listJson,
  customerJson,
  expansions,
  listIn,
  ok,
  productJson,
  stripeError,
  stripeOver,
  subscriptionJson,
  subscriptionState,
  type StripeSubscriptionState,
} from './stripe-api';
import { answered } from '../../domain-answer';

const STARTER: PlanPrice = {
  code: 'starter',
  name: 'Starter',
  currency: 'USD',
  amountCents: 2900,
  interval: 'month',
};
const GROWTH: PlanPrice = { ...STARTER, code: 'growth', name: 'Growth', amountCents: 7900 };
const SUBSCRIPTION = '/v1/subscriptions/sub_1QrewardsTest';
const DAY = 24 * 60 * 60;
/** Starter to Growth, ten days into the 30-day period (20 days left). */
const TO_GROWTH: PlanChange = {
  current: STARTER,
  next: GROWTH,
  at: new Date((PERIOD_START + 10 * DAY) * 1000),
};
const CONFIRMATION_SECRET = 'latest_invoice.confirmation_secret';
const DECLINED = stripeError(402, {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
});
const UNREACHABLE = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The payment service is unreachable. Try again.',
};

/** Our row's view of the subscription: Stripe is only asked about `providerId`. */
const KNOWN: KnownSubscription = {
  providerId: 'sub_1QrewardsTest',
  status: 'active',
  currentPeriodStart: new Date(PERIOD_START * 1000),
  currentPeriodEnd: new Date(PERIOD_END * 1000),
  cancelAtPeriodEnd: false,
  canceledAt: null,
};

describe('the Stripe provider, through the Stripe SDK', () => {
  let api: FakeStripeApi;
  let provider: ReturnType<typeof createStripeProvider>;
  /** What Stripe holds for sub_1QrewardsTest. */
  let stripeHas: StripeSubscriptionState;

  beforeEach(() => {
    api = new FakeStripeApi();
    provider = createStripeProvider(stripeOver(api));
    stripeHas = subscriptionState({ status: 'active', clientSecret: null });
    api.on('GET', SUBSCRIPTION, (request) => ok(subscriptionJson(stripeHas, expansions(request))));
  });

  /** Stripe updates the subscription with the posted fields it knows, then answers it. */
  function updatesSubscription() {
    api.on('POST', SUBSCRIPTION, (request) => {
      const cancel = request.form.get('cancel_at_period_end');
      if (cancel !== null) stripeHas = { ...stripeHas, cancelAtPeriodEnd: cancel === 'true' };
      const amount = request.form.get('items[0][price_data][unit_amount]');
      if (amount !== null) stripeHas = { ...stripeHas, unitAmount: Number(amount) };
      return ok(subscriptionJson(stripeHas, expansions(request)));
    });
  }

  describe('customers', () => {
    it('creates one with the email and name, under our idempotency key', async () => {
      api.on('POST', '/v1/customers', (request) =>
        ok(
          customerJson(
            'cus_QrewardsTest',
            request.form.get('email') ?? '',
            request.form.get('name') ?? '',
          ),
        ),
      );

      const id = await provider.createCustomer({
        email: 'owner@example.com',
        name: 'Corner Café',
        idempotencyKey: 'customer-merchant-1',
      });

      expect(id).toBe('cus_QrewardsTest');
      const [sent] = api.sent('POST', '/v1/customers');
      expect(sent?.form.get('email')).toBe('owner@example.com');
      expect(sent?.form.get('name')).toBe('Corner Café');
      expect(sent?.headers['idempotency-key']).toBe('customer-merchant-1');
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('POST', '/v1/customers', connectionRefused);

      await expect(
        answered(
          provider.createCustomer({ email: 'a@example.com', name: 'A', idempotencyKey: 'k' }),
        ),
      ).rejects.toMatchObject(UNREACHABLE);
    });
    it.each([
      ['busy (429)', stripeError(429, { type: 'rate_limit_error', message: 'Too many requests' })],
      ['failing on its side (500)', stripeError(500, { type: 'api_error', message: 'Oops' })],
    ])('answers 503, to retry, when Stripe is %s', async (_what, answer) => {
      api.on('POST', '/v1/customers', answer);

      await expect(
        answered(
          provider.createCustomer({ email: 'a@example.com', name: 'A', idempotencyKey: 'k' }),
        ),
      ).rejects.toMatchObject(UNREACHABLE);
    });

    it("answers 503 without Stripe's words when our secret key is refused", async () => {
      api.on(
        'POST',
        '/v1/customers',
        stripeError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: sk_test_***',
        }),
      );

      const refused = provider.createCustomer({
        email: 'a@example.com',
        name: 'A',
        idempotencyKey: 'k',
      });
      await expect(answered(refused)).rejects.toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Payments are not available right now.',
      });
      // The operator's log gets the reason through the error's cause.
      await expect(
        refused.catch((error: Error) => (error.cause as Error).message),
      ).resolves.toMatch(/Invalid API Key/);
    });
  });

  describe('saving cards', () => {
    it('attaches the PaymentMethod made by Stripe.js and keeps only brand, last four and expiry', async () => {
      api.on('POST', '/v1/payment_methods/pm_1Card/attach', (request) =>
        ok(cardPaymentMethodJson('pm_1Card', request.form.get('customer'))),
      );

      const card = await provider.saveCard({
        customerId: 'cus_QrewardsTest',
        paymentMethodId: 'pm_1Card',
        idempotencyKey: 'card-1',
      });

      expect(api.calls()).toEqual(['POST /v1/payment_methods/pm_1Card/attach']);
      expect(api.requests[0]?.form.get('customer')).toBe('cus_QrewardsTest');
      expect(card).toEqual({
        providerId: 'pm_1Card',
        brand: 'visa',
        last4: '4242',
        fingerprint: 'Fp4242Test',
        expMonth: 12,
        expYear: 2034,
      });
    });

    it('answers 402 with Stripe’s message when the card is declined', async () => {
      api.on('POST', '/v1/payment_methods/pm_1Declined/attach', DECLINED);

      await expect(
        answered(
          provider.saveCard({
            customerId: 'cus_QrewardsTest',
            paymentMethodId: 'pm_1Declined',
            idempotencyKey: 'card-2',
          }),
        ),
      ).rejects.toMatchObject({
        statusCode: 402,
        code: 'PAYMENT_FAILED',
        message: 'Your card was declined.',
      });
    });

    it('asks for a payment_method_id without calling Stripe', async () => {
      await expect(
        answered(provider.saveCard({ customerId: 'cus_QrewardsTest', idempotencyKey: 'card-3' })),
      ).rejects.toMatchObject({
        statusCode: 400,
        errors: { payment_method_id: ['payment method id is required'] },
      });
      expect(api.requests).toEqual([]);
    });

    it('detaches a removed card', async () => {
      api.on(
        'POST',
        '/v1/payment_methods/pm_1Card/detach',
        ok(cardPaymentMethodJson('pm_1Card', null)),
      );

      await provider.detachCard('pm_1Card');

      expect(api.calls()).toEqual(['POST /v1/payment_methods/pm_1Card/detach']);
    });
  });

  describe('creating a subscription', () => {
    beforeEach(() => {
      api.on('POST', '/v1/subscriptions', (request) =>
        ok(subscriptionJson(subscriptionState(), expansions(request))),
      );
    });

    const create = (paymentMethodId: string | null = 'pm_1Card') =>
      provider.createSubscription({
        customerId: 'cus_QrewardsTest',
        price: STARTER,
        paymentMethodId,
        idempotencyKey: 'subscription-abc',
        metadata: { merchant_id: 'merchant-1', plan_code: 'starter' },
      });

    it('starts it default_incomplete and answers the first invoice’s confirmation secret', async () => {
      api.on('GET', '/v1/products/qrewards_starter', ok(productJson('qrewards_starter', 'S')));

      const created = await create();

      expect(api.calls()).toEqual(['GET /v1/products/qrewards_starter', 'POST /v1/subscriptions']);
      const [sent] = api.sent('POST', '/v1/subscriptions');
      expect(sent?.headers['idempotency-key']).toBe('subscription-abc');
      expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
        customer: 'cus_QrewardsTest',
        payment_behavior: 'default_incomplete',
        'payment_settings[save_default_payment_method]': 'on_subscription',
        default_payment_method: 'pm_1Card',
        'items[0][price_data][currency]': 'usd',
        'items[0][price_data][product]': 'qrewards_starter',
        'items[0][price_data][unit_amount]': '2900',
        'items[0][price_data][recurring][interval]': 'month',
        'metadata[merchant_id]': 'merchant-1',
        'metadata[plan_code]': 'starter',
      });
      expect(listIn(sent?.form ?? new URLSearchParams(), 'expand')).toEqual([CONFIRMATION_SECRET]);
      expect(created).toEqual({
        providerId: 'sub_1QrewardsTest',
        status: 'incomplete',
        currentPeriodStart: new Date(PERIOD_START * 1000),
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        clientSecret: 'pi_3QrewardsTest_secret_abc',
        requiresAction: true,
      });
    });

    it('makes the plan’s product on first use, idempotently', async () => {
      api.on(
        'GET',
        '/v1/products/qrewards_starter',
        stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: "No such product: 'qrewards_starter'",
        }),
      );
      api.on('POST', '/v1/products', (request) =>
        ok(productJson(request.form.get('id') ?? '', request.form.get('name') ?? '')),
      );

      await create(null);

      expect(api.calls()).toEqual([
        'GET /v1/products/qrewards_starter',
        'POST /v1/products',
        'POST /v1/subscriptions',
      ]);
      const [product] = api.sent('POST', '/v1/products');
      expect(product?.form.get('id')).toBe('qrewards_starter');
      expect(product?.form.get('name')).toBe('QRewards Starter');
      expect(product?.headers['idempotency-key']).toBe('product-qrewards_starter');
      // Without a card, Stripe collects one through the client secret.
      expect(api.sent('POST', '/v1/subscriptions')[0]?.form.has('default_payment_method')).toBe(
        false,
      );
    });

    it('answers 402 with Stripe’s message when the card is declined', async () => {
      api.on('GET', '/v1/products/qrewards_starter', ok(productJson('qrewards_starter', 'S')));
      api.on(
        'POST',
        '/v1/subscriptions',
        stripeError(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        }),
      );

      await expect(answered(create())).rejects.toMatchObject({
        statusCode: 402,
        code: 'PAYMENT_FAILED',
        message: 'Your card has insufficient funds.',
      });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', '/v1/products/qrewards_starter', connectionRefused);

      await expect(answered(create())).rejects.toMatchObject(UNREACHABLE);
      expect(api.sent('POST', '/v1/subscriptions')).toEqual([]);
    });
  });

  describe('reading a subscription (confirm, webhooks)', () => {
    it('asks for the confirmation secret and answers it while the first invoice waits', async () => {
      stripeHas = subscriptionState({ status: 'incomplete' });

      const read = await provider.retrieveSubscription({ ...KNOWN, status: 'incomplete' });

      expect(api.requests.map(expansions)).toEqual([[CONFIRMATION_SECRET]]);
      expect(read).toMatchObject({
        status: 'incomplete',
        clientSecret: 'pi_3QrewardsTest_secret_abc',
        requiresAction: true,
      });
    });

    it('answers what Stripe holds now, whatever our row says', async () => {
      stripeHas = subscriptionState({
        status: 'canceled',
        canceledAt: PERIOD_START + 3600,
        clientSecret: null,
      });

      const read = await provider.retrieveSubscription(KNOWN);

      expect(api.calls()).toEqual([`GET ${SUBSCRIPTION}`]);
      expect(read).toEqual({
        providerId: 'sub_1QrewardsTest',
        status: 'canceled',
        currentPeriodStart: new Date(PERIOD_START * 1000),
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        cancelAtPeriodEnd: false,
        canceledAt: new Date((PERIOD_START + 3600) * 1000),
        clientSecret: null,
        requiresAction: false,
      });
    });

    it.each([
      ['active', 'active'],
      ['trialing', 'active'],
      ['past_due', 'past_due'],
      ['unpaid', 'past_due'],
      ['paused', 'past_due'],
      ['incomplete_expired', 'canceled'],
    ] as const)('shows Stripe’s %s as %s', async (stripeStatus, ours) => {
      stripeHas = subscriptionState({ status: stripeStatus, clientSecret: null });

      await expect(provider.retrieveSubscription(KNOWN)).resolves.toMatchObject({
        status: ours,
        clientSecret: null,
        requiresAction: false,
      });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', SUBSCRIPTION, connectionRefused);

      await expect(answered(provider.retrieveSubscription(KNOWN))).rejects.toMatchObject(
        UNREACHABLE,
      );
    });
  });

  describe('changing plan', () => {
    it('replaces the subscription’s item with the new price, the proration invoiced now', async () => {
      api.on('GET', '/v1/products/qrewards_growth', ok(productJson('qrewards_growth', 'G')));
      updatesSubscription();

      const changed = await provider.changePlan(KNOWN, TO_GROWTH);

      expect(api.calls()).toEqual([
        `GET ${SUBSCRIPTION}`,
        'GET /v1/products/qrewards_growth',
        `POST ${SUBSCRIPTION}`,
      ]);
      const [sent] = api.sent('POST', SUBSCRIPTION);
      expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
        proration_behavior: 'always_invoice',
        // The moment the preview priced, so the charge is the preview's.
        proration_date: String(PERIOD_START + 10 * DAY),
        // The existing item, so the merchant is not billed for two plans.
        'items[0][id]': 'si_QrewardsTest',
        'items[0][price_data][product]': 'qrewards_growth',
        'items[0][price_data][unit_amount]': '7900',
      });
      expect(sent?.form.has('items[1][price_data][product]')).toBe(false);
      expect(changed).toMatchObject({ providerId: 'sub_1QrewardsTest', status: 'active' });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', SUBSCRIPTION, connectionRefused);

      await expect(answered(provider.changePlan(KNOWN, TO_GROWTH))).rejects.toMatchObject(
        UNREACHABLE,
      );
    });
  });

  describe('previewing a plan change', () => {
    it('asks createPreview with the item replaced, prorated at the change’s moment', async () => {
      const at = PERIOD_START + 10 * DAY;
      api.on('GET', '/v1/products/qrewards_growth', ok(productJson('qrewards_growth', 'G')));
      api.on('POST', '/v1/invoices/create_preview', () =>
        ok(
          invoiceJson(invoiceState({ id: 'upcoming_in', status: 'draft', total: 11234 }), [
            invoiceLineJson({
              id: 'il_1',
              amount: -1933,
              description: 'Unused time on QRewards Starter after 27 Mar 2030',
              proration: true,
              start: at,
              end: PERIOD_END,
            }),
            invoiceLineJson({
              id: 'il_2',
              amount: 5267,
              description: 'Remaining time on QRewards Growth after 27 Mar 2030',
              proration: true,
              start: at,
              end: PERIOD_END,
            }),
            invoiceLineJson({
              id: 'il_3',
              amount: 7900,
              description: '1 × QRewards Growth (at $79.00 / month)',
              proration: false,
              start: PERIOD_END,
              end: PERIOD_END + 30 * DAY,
            }),
          ]),
        ),
      );

      const preview = await provider.previewPlanChange(KNOWN, TO_GROWTH);

      expect(api.calls()).toEqual([
        `GET ${SUBSCRIPTION}`,
        'GET /v1/products/qrewards_growth',
        'POST /v1/invoices/create_preview',
      ]);
      const [sent] = api.sent('POST', '/v1/invoices/create_preview');
      expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
        subscription: 'sub_1QrewardsTest',
        'subscription_details[proration_behavior]': 'create_prorations',
        'subscription_details[proration_date]': String(at),
        'subscription_details[items][0][id]': 'si_QrewardsTest',
        'subscription_details[items][0][price_data][unit_amount]': '7900',
        'subscription_details[items][0][price_data][product]': 'qrewards_growth',
      });
      // The proration lines are due now; the next period's line is the next invoice.
      expect(preview).toEqual({
        currency: 'USD',
        amountDueNowCents: 3334,
        prorationCreditCents: 1933,
        creditLeftCents: 0,
        nextInvoiceAt: new Date(PERIOD_END * 1000),
        nextInvoiceAmountCents: 7900,
        lines: [
          { description: 'Unused time on QRewards Starter after 27 Mar 2030', amountCents: -1933 },
          { description: 'Remaining time on QRewards Growth after 27 Mar 2030', amountCents: 5267 },
        ],
      });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', '/v1/products/qrewards_growth', ok(productJson('qrewards_growth', 'G')));
      api.on('POST', '/v1/invoices/create_preview', connectionRefused);

      await expect(answered(provider.previewPlanChange(KNOWN, TO_GROWTH))).rejects.toMatchObject(
        UNREACHABLE,
      );
    });
  });

  describe('invoices', () => {
    it('lists the subscription’s invoices, newest first, with the hosted page and credits', async () => {
      const first = invoiceState();
      const change = invoiceState({
        id: 'in_Change',
        number: 'QRW-0002',
        total: 3334,
        amountPaid: 3334,
        creditedAfterPayment: 1000,
        created: PERIOD_START + 10 * DAY,
        periodStart: PERIOD_START + 10 * DAY,
      });
      api.on('GET', '/v1/invoices', () =>
        ok(listJson('/v1/invoices', [invoiceJson(first), invoiceJson(change)])),
      );

      const invoices = await provider.listInvoices(KNOWN);

      const [sent] = api.sent('GET', '/v1/invoices');
      expect(sent?.query.get('subscription')).toBe('sub_1QrewardsTest');
      expect(invoices.map((invoice) => invoice.id)).toEqual(['in_Change', 'in_QrewardsTest']);
      expect(invoices[0]).toEqual({
        id: 'in_Change',
        number: 'QRW-0002',
        amountCents: 3334,
        amountRefundedCents: 1000,
        currency: 'USD',
        status: 'paid',
        createdAt: new Date((PERIOD_START + 10 * DAY) * 1000),
        periodStart: new Date((PERIOD_START + 10 * DAY) * 1000),
        periodEnd: new Date(PERIOD_END * 1000),
        description: '1 × QRewards Starter (at $29.00 / month)',
        hostedUrl: 'https://invoice.stripe.com/i/acct_test/in_Change',
      });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', '/v1/invoices', connectionRefused);

      await expect(answered(provider.listInvoices(KNOWN))).rejects.toMatchObject(UNREACHABLE);
    });
  });

  describe('refunding', () => {
    it('refunds what is left of every paid invoice through a credit note, once', async () => {
      const invoices = [
        invoiceState(),
        invoiceState({ id: 'in_Change', total: 3334, amountPaid: 3334, creditedAfterPayment: 334 }),
        invoiceState({ id: 'in_Credited', total: 500, amountPaid: 500, creditedAfterPayment: 500 }),
      ];
      api.on('GET', '/v1/invoices', () =>
        ok(
          listJson(
            '/v1/invoices',
            invoices.map((i) => invoiceJson(i)),
          ),
        ),
      );
      let notes = 0;
      api.on('POST', '/v1/credit_notes', (request) => {
        notes += 1;
        return ok(
          creditNoteJson(
            `cn_${notes}`,
            request.form.get('invoice') ?? '',
            Number(request.form.get('refund_amount')),
            `re_${notes}`,
          ),
        );
      });

      const refunds = await provider.refundAll(KNOWN, '30-day money-back guarantee');

      const [listed] = api.sent('GET', '/v1/invoices');
      expect(listed?.query.get('status')).toBe('paid');
      const sent = api.sent('POST', '/v1/credit_notes');
      expect(sent.map((request) => Object.fromEntries(request.form))).toEqual([
        {
          invoice: 'in_QrewardsTest',
          amount: '2900',
          refund_amount: '2900',
          memo: '30-day money-back guarantee',
        },
        {
          invoice: 'in_Change',
          amount: '3000',
          refund_amount: '3000',
          memo: '30-day money-back guarantee',
        },
      ]);
      expect(sent.map((request) => request.headers['idempotency-key'])).toEqual([
        'refund-in_QrewardsTest-2900',
        'refund-in_Change-3000',
      ]);
      expect(refunds).toEqual([
        { refundId: 're_1', invoiceId: 'in_QrewardsTest', amountCents: 2900, currency: 'USD' },
        { refundId: 're_2', invoiceId: 'in_Change', amountCents: 3000, currency: 'USD' },
      ]);
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', '/v1/invoices', () =>
        ok(listJson('/v1/invoices', [invoiceJson(invoiceState())])),
      );
      api.on('POST', '/v1/credit_notes', connectionRefused);

      await expect(answered(provider.refundAll(KNOWN, 'x'))).rejects.toMatchObject(UNREACHABLE);
    });
  });

  describe('canceling and reactivating', () => {
    it('cancels at the period end, keeping the subscription active until then', async () => {
      updatesSubscription();

      const canceled = await provider.cancel(KNOWN, false);

      expect(api.calls()).toEqual([`POST ${SUBSCRIPTION}`]);
      expect(api.requests[0]?.form.get('cancel_at_period_end')).toBe('true');
      expect(canceled).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        canceledAt: null,
      });
    });

    it('cancels immediately', async () => {
      const at = PERIOD_START + 7200;
      api.on('DELETE', SUBSCRIPTION, (request) =>
        ok(
          subscriptionJson(
            { ...stripeHas, status: 'canceled', canceledAt: at },
            expansions(request),
          ),
        ),
      );

      const canceled = await provider.cancel(KNOWN, true);

      expect(api.calls()).toEqual([`DELETE ${SUBSCRIPTION}`]);
      expect(canceled).toMatchObject({ status: 'canceled', canceledAt: new Date(at * 1000) });
    });

    it('reactivates a subscription set to cancel', async () => {
      stripeHas = { ...stripeHas, cancelAtPeriodEnd: true };
      updatesSubscription();

      const reactivated = await provider.reactivate({ ...KNOWN, cancelAtPeriodEnd: true });

      expect(api.requests[0]?.form.get('cancel_at_period_end')).toBe('false');
      expect(reactivated).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    });

    it.each([
      ['canceling at the period end', () => provider.cancel(KNOWN, false)],
      ['canceling immediately', () => provider.cancel(KNOWN, true)],
      ['reactivating', () => provider.reactivate(KNOWN)],
      ['removing a card', () => provider.detachCard('pm_1Card')],
    ])('answers 503 when Stripe cannot be reached while %s', async (_name, run) => {
      api.on('POST', /^\/v1\//, connectionRefused);
      api.on('DELETE', /^\/v1\//, connectionRefused);

      await expect(answered(run())).rejects.toMatchObject(UNREACHABLE);
    });
  });
});
