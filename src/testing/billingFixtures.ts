import { http, HttpResponse } from 'msw';
import { apiUrl, clientConfig, mswServer } from './mswServer';

// The billing page's answers, as the server sends them (docs/api.md, "Subscriptions and payment
// methods"; the billing routes' agreed shapes in src/api/billing/).

export const plan = (id: string, name: string, price_cents: number, max_stores: number) => ({
  id,
  code: id,
  name,
  description: `${name} plan`,
  price_cents,
  monthly_price_cents: price_cents,
  yearly_price_cents: price_cents * 10,
  currency: 'usd',
  interval: 'month' as const,
  features: [],
  max_stores,
  max_branches: max_stores * 3,
  max_reward_cards: max_stores * 5,
});

export const starter = plan('starter', 'Starter', 2900, 2);
export const growth = plan('growth', 'Growth', 7900, 5);

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const aSubscription = (overrides: object = {}) => ({
  id: 'sub-1',
  plan: starter,
  status: 'active',
  current_period_start: '2026-11-25T12:00:00.000Z',
  current_period_end: '2026-12-25T12:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: '2026-11-25T12:00:00.000Z',
  refundable_until: null,
  money_back_used: false,
  ...overrides,
});

export const aCard = (overrides: object = {}) => ({
  id: 'card-1',
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  ...overrides,
});

export const anInvoice = (overrides: object = {}) => ({
  id: 'in-1',
  number: 'QR-0001',
  amount_cents: 2900,
  amount_refunded_cents: 0,
  credit_cents: 0,
  currency: 'usd',
  status: 'paid',
  created_at: '2026-11-25T12:00:00.000Z',
  period_start: '2026-11-25T12:00:00.000Z',
  period_end: '2026-12-25T12:00:00.000Z',
  description: 'Starter plan, monthly',
  download_url: 'https://files.example.test/in-1.pdf',
  ...overrides,
});

export const usage = {
  stores: { used: 1, limit: 2 },
  branches: { used: 2, limit: 6 },
  reward_cards: { used: 3, limit: -1 },
};

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

/** Answers every read of the page; returns nothing, each test adds the call it is about. */
export function answerBilling({
  subscriptions = [aSubscription()],
  cards = [aCard()],
  invoices = [anInvoice()],
}: { subscriptions?: object[]; cards?: object[]; invoices?: object[] } = {}) {
  mswServer.use(
    http.get(apiUrl('/subscriptions/my'), () => ok(subscriptions)),
    http.get(apiUrl('/subscriptions/usage'), () => ok(usage)),
    http.get(apiUrl('/subscriptions/:id/invoices'), () => ok(invoices)),
    http.get(apiUrl('/payment-methods'), () => ok(cards)),
    http.get(apiUrl('/subscription/plans'), () => ok([starter, growth])),
    http.get(apiUrl('/config'), () => ok(clientConfig())),
  );
}

/**
 * Answers `GET /subscriptions/:id/preview` (Starter to Growth, 1900 credited, 5000 charged unless
 * `overrides` say otherwise); returns the plans asked for.
 */
export function answerPreview(overrides: object = {}) {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('/subscriptions/:id/preview'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('plan_id') ?? '');
      return ok({
        plan: growth,
        currency: 'usd',
        amount_due_now_cents: 3100,
        proration_credit_cents: 1900,
        credit_left_cents: 0,
        next_invoice_at: '2026-12-25T12:00:00.000Z',
        next_invoice_amount_cents: 7900,
        lines: [
          { description: 'Unused time on Starter', amount_cents: -1900 },
          { description: 'Growth, remaining time', amount_cents: 5000 },
        ],
        ...overrides,
      });
    }),
  );
  return asked;
}

/**
 * Records each request's method, path, JSON body and `Idempotency-Key`, answering `body` (or an
 * error); several answers are given in turn, the last one again after them.
 */
export function recordCall(
  method: 'post' | 'put' | 'delete',
  path: string,
  ...answers: { status?: number; body: object }[]
) {
  const sent: { url: string; body: unknown; key: string | null }[] = [];
  mswServer.use(
    http[method](apiUrl(path), async ({ request }) => {
      const text = await request.text();
      sent.push({
        url: request.url,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        key: request.headers.get('idempotency-key'),
      });
      const answer = answers[Math.min(sent.length, answers.length) - 1];
      return HttpResponse.json(answer?.body ?? {}, { status: answer?.status ?? 200 });
    }),
  );
  return sent;
}
