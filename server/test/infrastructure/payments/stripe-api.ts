import Stripe from 'stripe';

/** One request the Stripe SDK put on the wire, as Stripe's API would receive it. */
export interface SentRequest {
  method: string;
  /** The path without its query string, e.g. `/v1/subscriptions/sub_1`. */
  path: string;
  /** GET and DELETE parameters. */
  query: URLSearchParams;
  /** The form-encoded POST body, decoded. */
  form: URLSearchParams;
  /** The body exactly as sent. */
  body: string;
  /** Header names in lower case: `idempotency-key`, `stripe-version`, ... */
  headers: Record<string, string>;
}

/** What the fake API answers: a status with a JSON body, or a failure to connect at all. */
export type StripeAnswer = { status: number; json: unknown } | { connectionError: string };

type Responder = (request: SentRequest, match: RegExpMatchArray) => StripeAnswer;

interface Route {
  method: string;
  pattern: RegExp;
  respond: Responder;
}

export const ok = (json: unknown): StripeAnswer => ({ status: 200, json });

/** A Stripe error body (`{ error: { type, message, ... } }`) with its HTTP status. */
export function stripeError(
  status: number,
  error: { type: string; message: string; code?: string; decline_code?: string; param?: string },
): StripeAnswer {
  return { status, json: { error: { ...error, request_log_url: 'https://dashboard.stripe.com' } } };
}

/** The TCP connection to api.stripe.com never opens. */
export const connectionRefused: StripeAnswer = { connectionError: 'ECONNREFUSED' };

let requestCounter = 0;

/** A buffered JSON answer, the way the SDK's own clients hand one over. */
class CannedResponse extends Stripe.HttpClientResponse {
  private readonly text: string;

  constructor(status: number, text: string) {
    requestCounter += 1;
    super(status, {
      'content-type': 'application/json',
      'request-id': `req_test_${requestCounter}`,
    });
    this.text = text;
  }

  override getRawResponse(): object {
    return {};
  }

  override toStream(): never {
    throw new Error('The payments provider never asks for a streamed response.');
  }

  override toJSON(): Promise<unknown> {
    return Promise.resolve(this._parseResponseBody(this.text));
  }
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Stripe's HTTP API as the SDK sees it, at the edge: `new Stripe(key, { httpClient: api })` sends
 * every request here instead of to api.stripe.com. Each request is recorded; answers come from
 * routes the test declares (`api.on('GET', /^\/v1\/subscriptions\/(\w+)$/, ...)`), the latest
 * declared first. An undeclared path gets Stripe's own 404 for an unknown URL.
 */
export class FakeStripeApi extends Stripe.HttpClient {
  readonly requests: SentRequest[] = [];
  private readonly routes: Route[] = [];

  on(method: string, path: string | RegExp, answer: StripeAnswer | Responder): this {
    const pattern = typeof path === 'string' ? new RegExp(`^${escapeRegExp(path)}$`) : path;
    this.routes.unshift({
      method,
      pattern,
      respond: typeof answer === 'function' ? answer : () => answer,
    });
    return this;
  }

  /** The requests sent as `method path`, oldest first. */
  sent(method: string, path: string): SentRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** `METHOD /path` of every request, oldest first: what the provider asked Stripe for. */
  calls(): string[] {
    return this.requests.map((request) => `${request.method} ${request.path}`);
  }

  override getClientName(): string {
    return 'qrewards-test';
  }

  override async makeRequest(
    _host: string,
    _port: string,
    fullPath: string,
    method: string,
    headers: Record<string, string | number | string[]>,
    requestData: string,
  ): Promise<Stripe.HttpClientResponse> {
    const [path = '', query = ''] = fullPath.split('?');
    const request: SentRequest = {
      method,
      path,
      query: new URLSearchParams(query),
      form: new URLSearchParams(requestData),
      body: requestData,
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
    };
    this.requests.push(request);

    let answer: StripeAnswer = stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
    for (const route of this.routes) {
      const match = route.method === method ? path.match(route.pattern) : null;
      if (match) {
        answer = route.respond(request, match);
        break;
      }
    }
    if ('connectionError' in answer) {
      const code = answer.connectionError;
      throw Object.assign(new Error(`connect ${code} api.stripe.com:443`), { code });
    }
    return new CannedResponse(answer.status, JSON.stringify(answer.json));
  }
}

/** The real SDK over the fake API: no retries, no telemetry file, nothing leaves the process. */
export function stripeOver(api: FakeStripeApi): Stripe {
  return new Stripe('sk_test_qrewards_fake', {
    httpClient: api,
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The values of a form-encoded list (`expand[0]=a&expand[1]=b` → `['a', 'b']`). */
export function listIn(params: URLSearchParams, name: string): string[] {
  const key = new RegExp(`^${escapeRegExp(name)}\\[\\d*\\]$`);
  return [...params.entries()].filter(([field]) => key.test(field)).map(([, value]) => value);
}

/** What `expand` a request asked for, wherever its method puts parameters. */
export function expansions(request: SentRequest): string[] {
  return [...listIn(request.query, 'expand'), ...listIn(request.form, 'expand')];
}

/** A subscription as Stripe holds it; `subscriptionJson` renders it the way the API answers. */
export interface StripeSubscriptionState {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  itemId: string;
  product: string;
  currency: string;
  unitAmount: number;
  interval: 'month' | 'year';
  invoiceId: string;
  /** The first invoice's PaymentIntent secret, while it waits for the card. */
  clientSecret: string | null;
}

/** 2030-03-17T17:46:40Z, and 30 days later. */
export const PERIOD_START = 1_900_000_000;
export const PERIOD_END = PERIOD_START + 30 * 24 * 60 * 60;

export function subscriptionState(
  overrides: Partial<StripeSubscriptionState> = {},
): StripeSubscriptionState {
  return {
    id: 'sub_1QrewardsTest',
    customer: 'cus_QrewardsTest',
    status: 'incomplete',
    currentPeriodStart: PERIOD_START,
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    itemId: 'si_QrewardsTest',
    product: 'qrewards_starter',
    currency: 'usd',
    unitAmount: 2900,
    interval: 'month',
    invoiceId: 'in_QrewardsTest',
    clientSecret: 'pi_3QrewardsTest_secret_abc',
    ...overrides,
  };
}

/**
 * A `subscription` object as API 2025-03-31+ answers it: periods on the item, and
 * `latest_invoice` an id unless the request expanded `latest_invoice.confirmation_secret`.
 */
export function subscriptionJson(state: StripeSubscriptionState, expand: string[] = []) {
  const invoice = expand.includes('latest_invoice.confirmation_secret')
    ? {
        id: state.invoiceId,
        object: 'invoice',
        status: state.clientSecret ? 'open' : 'paid',
        confirmation_secret: state.clientSecret
          ? { client_secret: state.clientSecret, type: 'payment_intent' }
          : null,
      }
    : state.invoiceId;
  return {
    id: state.id,
    object: 'subscription',
    customer: state.customer,
    status: state.status,
    start_date: state.currentPeriodStart,
    created: state.currentPeriodStart,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    cancel_at: state.cancelAtPeriodEnd ? state.currentPeriodEnd : null,
    canceled_at: state.canceledAt,
    ended_at: state.status === 'canceled' ? state.canceledAt : null,
    livemode: false,
    metadata: {},
    latest_invoice: invoice,
    items: {
      object: 'list',
      data: [
        {
          id: state.itemId,
          object: 'subscription_item',
          current_period_start: state.currentPeriodStart,
          current_period_end: state.currentPeriodEnd,
          quantity: 1,
          price: {
            id: `price_${state.itemId}`,
            object: 'price',
            currency: state.currency,
            product: state.product,
            unit_amount: state.unitAmount,
            recurring: { interval: state.interval, interval_count: 1 },
          },
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${state.id}`,
    },
  };
}

export function customerJson(id: string, email: string, name: string) {
  return { id, object: 'customer', email, name, livemode: false, metadata: {} };
}

export function productJson(id: string, name: string) {
  return { id, object: 'product', name, active: true, livemode: false, metadata: {} };
}

/** A card PaymentMethod, attached to `customer`: Stripe never shows more than the last four. */
export function cardPaymentMethodJson(id: string, customer: string | null) {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    livemode: false,
    card: {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
      fingerprint: 'Fp4242Test',
    },
  };
}

/** A SetupIntent as Stripe holds it; `setupIntentJson` renders it the way the API answers. */
export interface StripeSetupIntentState {
  id: string;
  customer: string | null;
  status: Stripe.SetupIntent.Status;
  /** Set by Stripe when the browser confirms the setup with a card. */
  paymentMethod: string | null;
}

export function setupIntentState(
  overrides: Partial<StripeSetupIntentState> = {},
): StripeSetupIntentState {
  return {
    id: 'seti_1QrewardsTest',
    customer: 'cus_QrewardsTest',
    status: 'requires_payment_method',
    paymentMethod: null,
    ...overrides,
  };
}

/**
 * A `setup_intent` object: `payment_method` an id, or the card PaymentMethod (attached to the
 * SetupIntent's customer, as Stripe does on success) when the request expanded it.
 */
export function setupIntentJson(state: StripeSetupIntentState, expand: string[] = []) {
  const method =
    state.paymentMethod && expand.includes('payment_method')
      ? cardPaymentMethodJson(state.paymentMethod, state.customer)
      : state.paymentMethod;
  return {
    id: state.id,
    object: 'setup_intent',
    client_secret: `${state.id}_secret_test`,
    customer: state.customer,
    status: state.status,
    usage: 'off_session',
    payment_method: method,
    allowed_payment_method_types: ['card'],
    payment_method_types: ['card'],
    livemode: false,
    metadata: {},
  };
}

/** An invoice as Stripe holds it; `invoiceJson` renders it the way the API answers. */
export interface StripeInvoiceState {
  id: string;
  number: string;
  subscription: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  total: number;
  amountPaid: number;
  /** What credit notes gave back after payment. */
  creditedAfterPayment: number;
  currency: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  description: string;
}

export function invoiceState(overrides: Partial<StripeInvoiceState> = {}): StripeInvoiceState {
  return {
    id: 'in_QrewardsTest',
    number: 'QRW-0001',
    subscription: 'sub_1QrewardsTest',
    status: 'paid',
    total: 2900,
    amountPaid: 2900,
    creditedAfterPayment: 0,
    currency: 'usd',
    created: PERIOD_START,
    periodStart: PERIOD_START,
    periodEnd: PERIOD_END,
    description: '1 × QRewards Starter (at $29.00 / month)',
    ...overrides,
  };
}

/** A line of an invoice (API 2025-03-31+: what it bills for is under `parent`). */
export function invoiceLineJson(line: {
  id: string;
  amount: number;
  description: string;
  proration: boolean;
  start: number;
  end: number;
  subscription?: string;
}) {
  return {
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: 'usd',
    description: line.description,
    livemode: false,
    metadata: {},
    period: { start: line.start, end: line.end },
    quantity: 1,
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: null,
        subscription: line.subscription ?? 'sub_1QrewardsTest',
        subscription_item: 'si_QrewardsTest',
      },
    },
  };
}

export function invoiceJson(
  state: StripeInvoiceState,
  lines: ReturnType<typeof invoiceLineJson>[] = [
    invoiceLineJson({
      id: `il_${state.id}`,
      amount: state.total,
      description: state.description,
      proration: false,
      start: state.periodStart,
      end: state.periodEnd,
      subscription: state.subscription,
    }),
  ],
) {
  return {
    id: state.id,
    object: 'invoice',
    number: state.number,
    status: state.status,
    total: state.total,
    subtotal: state.total,
    amount_due: state.total,
    amount_paid: state.amountPaid,
    amount_remaining: state.total - state.amountPaid,
    post_payment_credit_notes_amount: state.creditedAfterPayment,
    pre_payment_credit_notes_amount: 0,
    currency: state.currency,
    created: state.created,
    // Stripe's invoice-level period is the previous one for subscription renewals: the lines say.
    period_start: state.created,
    period_end: state.created,
    description: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${state.id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_test/${state.id}/pdf`,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: state.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${state.id}/lines`,
    },
  };
}

/** A list answer (`GET /v1/invoices`...). */
export function listJson(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url };
}

/** A credit note with a refund of `amount` on `invoice`. */
export function creditNoteJson(id: string, invoice: string, amount: number, refund: string) {
  return {
    id,
    object: 'credit_note',
    invoice,
    amount,
    total: amount,
    currency: 'usd',
    status: 'issued',
    type: 'post_payment',
    number: `CN-${id}`,
    post_payment_amount: amount,
    pre_payment_amount: 0,
    refunds: [
      { refund, amount_refunded: amount, type: 'payment_record', payment_record_refund: null },
    ],
    livemode: false,
    metadata: {},
  };
}
