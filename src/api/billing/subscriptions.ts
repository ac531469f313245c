import { api } from '../client/baseApi';
import type { AnswerData, RequestBody } from '../client/contract';

/** A plan priced for one interval (`GET /subscription/plans`). */
export type Plan = AnswerData<'/subscription/plans', 'get'>[number];

export type BillingInterval = Plan['interval'];

/** The sandbox takes the test card itself; Stripe confirms the card on the client afterwards. */
export type CreateSubscriptionBody = RequestBody<'/subscription/create-subscription', 'post'>;

export type CreateSubscriptionAnswer = AnswerData<'/subscription/create-subscription', 'post'>;

export type Subscription = AnswerData<'/subscriptions/my', 'get'>[number];

export type PaymentProvider = CreateSubscriptionAnswer['provider'];

export type SubscriptionStatus = Subscription['status'];

/** `PUT /subscriptions/:id`: the changed subscription and the prorated amount billed now. */
export type ChangePlanAnswer = AnswerData<'/subscriptions/{id}', 'put'>;

/**
 * A call that moves money, with the `Idempotency-Key` of the merchant's action (docs/api.md,
 * "Idempotency"; src/lib/usePendingKey.ts): a retry of the same action sends the same key.
 */
export interface MoneyCall<Body> {
  body: Body;
  idempotencyKey: string;
}

/** A call on one subscription with no body (cancel, reactivate, refund). */
export interface SubscriptionCall {
  id: string;
  idempotencyKey: string;
}

export const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** What changing, cancelling or refunding a subscription invalidates: it shows on all of these. */
const SUBSCRIPTION_CHANGED = ['Subscription', 'Invoice', 'Usage', 'Home', 'StepStatus'] as const;

/** docs/api.md, "Subscriptions and payment methods". */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The plans priced for an interval (the server's `?interval=`, default month). */
    getPlans: build.query<Plan[], BillingInterval>({
      query: (interval) => ({ url: '/subscription/plans', params: { interval } }),
      providesTags: ['Plans'],
    }),
    createSubscription: build.mutation<CreateSubscriptionAnswer, MoneyCall<CreateSubscriptionBody>>(
      {
        query: ({ body, idempotencyKey }) => ({
          url: '/subscription/create-subscription',
          method: 'POST',
          body,
          headers: keyed(idempotencyKey),
        }),
        invalidatesTags: ['Subscription'],
      },
    ),
    confirmSubscription: build.mutation<Subscription, { subscription_id: string }>({
      query: (body) => ({ url: '/subscription/confirm', method: 'POST', body }),
      invalidatesTags: ['Subscription', 'StepStatus'],
    }),
    // The billing page's plan, renewal and status (docs/product.md, "Billing").
    getMySubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions/my',
      providesTags: ['Subscription'],
    }),
    changePlan: build.mutation<ChangePlanAnswer, MoneyCall<{ plan_id: string }> & { id: string }>({
      query: ({ id, body, idempotencyKey }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        headers: keyed(idempotencyKey),
      }),
      invalidatesTags: [...SUBSCRIPTION_CHANGED],
    }),
    /** Cancels at the end of the period (the billing page never ends a plan now without a refund). */
    cancelSubscription: build.mutation<Subscription, SubscriptionCall>({
      query: ({ id, idempotencyKey }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: keyed(idempotencyKey),
      }),
      invalidatesTags: [...SUBSCRIPTION_CHANGED],
    }),
    reactivateSubscription: build.mutation<Subscription, SubscriptionCall>({
      query: ({ id, idempotencyKey }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}/reactivate`,
        method: 'POST',
        headers: keyed(idempotencyKey),
      }),
      invalidatesTags: [...SUBSCRIPTION_CHANGED],
    }),
  }),
});

export const {
  useGetPlansQuery,
  useCreateSubscriptionMutation,
  useConfirmSubscriptionMutation,
  useGetMySubscriptionsQuery,
  useChangePlanMutation,
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
} = subscriptionsApi;
