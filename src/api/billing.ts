import { api } from './baseApi';
import type { Plan, Subscription } from './subscriptions';
import type { Envelope } from './types';

// HAND-WRITTEN until the server's billing routes land (branch w-billing, issue 11): the shapes below
// are the ones agreed for GET /subscriptions/:id/invoices, GET /subscriptions/:id/preview,
// POST /subscriptions/:id/refund and GET /subscriptions/usage. Once `npm run api:types` has them in
// src/api/generated/openapi.ts, each becomes an `AnswerData<...>` of ./contract, as src/api/home.ts
// reads its answer, and this comment goes (docs/architecture.md: nothing in the SPA declares an
// API shape by hand).

export type InvoiceStatus = 'paid' | 'open' | 'void' | 'uncollectible' | 'draft';

/** One invoice of a subscription (`GET /subscriptions/:id/invoices`, newest first). */
export interface Invoice {
  id: string;
  number: string | null;
  amount_cents: number;
  amount_refunded_cents: number;
  currency: string;
  status: InvoiceStatus;
  created_at: string;
  period_start: string | null;
  period_end: string | null;
  description: string;
  download_url: string | null;
}

/** What changing to `plan_id` would bill (`GET /subscriptions/:id/preview?plan_id=`). */
export interface PlanChangePreview {
  plan: Plan;
  currency: string;
  amount_due_now_cents: number;
  proration_credit_cents: number;
  next_invoice_at: string;
  next_invoice_amount_cents: number;
  lines: { description: string; amount_cents: number }[];
}

/** Used against the plan's limit; a negative limit is unlimited. */
export interface UsageCount {
  used: number;
  limit: number;
}

/** `GET /subscriptions/usage`. */
export interface PlanUsage {
  stores: UsageCount;
  branches: UsageCount;
  reward_cards: UsageCount;
}

/**
 * A subscription record with the refund window the billing routes add: until when
 * `POST /subscriptions/:id/refund` gives the money back (null: no refund).
 */
export type RefundableSubscription = Subscription & { refundable_until?: string | null };

/** docs/product.md, "Billing". */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], string>({
      query: (subscriptionId) => `/subscriptions/${encodeURIComponent(subscriptionId)}/invoices`,
      transformResponse: (answer: Envelope<Invoice[]>) => answer.data,
      providesTags: ['Invoice'],
    }),
    getPlanChangePreview: build.query<
      PlanChangePreview,
      { subscriptionId: string; planId: string }
    >({
      query: ({ subscriptionId, planId }) => ({
        url: `/subscriptions/${encodeURIComponent(subscriptionId)}/preview`,
        params: { plan_id: planId },
      }),
      transformResponse: (answer: Envelope<PlanChangePreview>) => answer.data,
      // A preview is worth its moment only: the unused time shrinks as the clock runs.
      keepUnusedDataFor: 0,
      providesTags: ['Subscription'],
    }),
    refundSubscription: build.mutation<RefundableSubscription, string>({
      query: (subscriptionId) => ({
        url: `/subscriptions/${encodeURIComponent(subscriptionId)}/refund`,
        method: 'POST',
      }),
      transformResponse: (answer: Envelope<RefundableSubscription>) => answer.data,
      invalidatesTags: ['Subscription', 'Invoice', 'Usage', 'Home', 'StepStatus'],
    }),
    getPlanUsage: build.query<PlanUsage, void>({
      query: () => '/subscriptions/usage',
      transformResponse: (answer: Envelope<PlanUsage>) => answer.data,
      providesTags: ['Usage'],
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetPlanChangePreviewQuery,
  useRefundSubscriptionMutation,
  useGetPlanUsageQuery,
} = billingApi;
