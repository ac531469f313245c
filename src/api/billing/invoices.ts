import { api } from '../client/baseApi';
import type { AnswerData } from '../client/contract';
import { keyed, type SubscriptionCall } from './subscriptions';

/** One invoice of a subscription (`GET /subscriptions/:id/invoices`, newest first). */
export type Invoice = AnswerData<'/subscriptions/{id}/invoices', 'get'>[number];

export type InvoiceStatus = Invoice['status'];

/** What changing to a plan would bill (`GET /subscriptions/:id/preview?plan_id=`). */
export type PlanChangePreview = AnswerData<'/subscriptions/{id}/preview', 'get'>;

/** `GET /subscriptions/usage`: used against the plan's limit; a negative limit is unlimited. */
export type PlanUsage = AnswerData<'/subscriptions/usage', 'get'>;

export type UsageCount = PlanUsage['stores'];

/** `POST /subscriptions/:id/refund`: the ended subscription and what was given back. */
export type RefundAnswer = AnswerData<'/subscriptions/{id}/refund', 'post'>;

/** The API's own prefix: a sandbox receipt's `download_url` is a path under it. */
const API_PREFIX = '/api/merchant';

/** docs/product.md, "Billing"; docs/api.md, "Invoices and receipts". */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], string>({
      query: (subscriptionId) => `/subscriptions/${encodeURIComponent(subscriptionId)}/invoices`,
      providesTags: ['Invoice'],
    }),
    /**
     * A sandbox receipt, read with the bearer token like every merchant route (docs/api.md,
     * "Invoices and receipts"): the HTML page, for the caller to open as a blob.
     */
    getReceipt: build.mutation<string, string>({
      query: (downloadUrl) => ({
        url: downloadUrl.slice(API_PREFIX.length),
        responseHandler: 'text',
      }),
    }),
    getPlanChangePreview: build.query<
      PlanChangePreview,
      { subscriptionId: string; planId: string }
    >({
      query: ({ subscriptionId, planId }) => ({
        url: `/subscriptions/${encodeURIComponent(subscriptionId)}/preview`,
        params: { plan_id: planId },
      }),
      // A preview is worth its moment only: the unused time shrinks as the clock runs.
      keepUnusedDataFor: 0,
      providesTags: ['Subscription'],
    }),
    refundSubscription: build.mutation<RefundAnswer, SubscriptionCall>({
      query: ({ id, idempotencyKey }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        headers: keyed(idempotencyKey),
      }),
      invalidatesTags: ['Subscription', 'Invoice', 'Usage', 'Home', 'StepStatus'],
    }),
    getPlanUsage: build.query<PlanUsage, void>({
      query: () => '/subscriptions/usage',
      providesTags: ['Usage'],
    }),
  }),
});

/** Whether an invoice's `download_url` is a sandbox receipt of ours, read with the token. */
export const isApiReceipt = (downloadUrl: string) => downloadUrl.startsWith(`${API_PREFIX}/`);

export const {
  useGetInvoicesQuery,
  useGetReceiptMutation,
  useGetPlanChangePreviewQuery,
  useRefundSubscriptionMutation,
  useGetPlanUsageQuery,
} = billingApi;
