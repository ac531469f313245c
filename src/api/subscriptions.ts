import { api } from './baseApi';
import type { AnswerData, RequestBody } from './contract';
import type { Envelope } from './types';

/** A plan priced for one interval (`GET /subscription/plans`). */
export type Plan = AnswerData<'/subscription/plans', 'get'>[number];

export type BillingInterval = Plan['interval'];

/** The sandbox takes the test card itself; Stripe confirms the card on the client afterwards. */
export type CreateSubscriptionBody = RequestBody<'/subscription/create-subscription', 'post'>;

export type CreateSubscriptionAnswer = AnswerData<'/subscription/create-subscription', 'post'>;

export type Subscription = AnswerData<'/subscriptions/my', 'get'>[number];

export type PaymentProvider = CreateSubscriptionAnswer['provider'];

/** docs/api.md, "Subscriptions and payment methods". */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The plans priced for an interval (the server's `?interval=`, default month). */
    getPlans: build.query<Plan[], BillingInterval>({
      query: (interval) => ({ url: '/subscription/plans', params: { interval } }),
      transformResponse: (answer: Envelope<Plan[]>) => answer.data,
      providesTags: ['Plans'],
    }),
    createSubscription: build.mutation<CreateSubscriptionAnswer, CreateSubscriptionBody>({
      query: (body) => ({ url: '/subscription/create-subscription', method: 'POST', body }),
      transformResponse: (answer: Envelope<CreateSubscriptionAnswer>) => answer.data,
      invalidatesTags: ['Subscription'],
    }),
    confirmSubscription: build.mutation<Subscription, { subscription_id: string }>({
      query: (body) => ({ url: '/subscription/confirm', method: 'POST', body }),
      transformResponse: (answer: Envelope<Subscription>) => answer.data,
      invalidatesTags: ['Subscription', 'StepStatus'],
    }),
    // The billing page (plan, renewal, cancel) reads it; it lands with the billing work.
    getMySubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions/my',
      transformResponse: (answer: Envelope<Subscription[]>) => answer.data,
      providesTags: ['Subscription'],
    }),
  }),
});

export const {
  useGetPlansQuery,
  useCreateSubscriptionMutation,
  useConfirmSubscriptionMutation,
  useGetMySubscriptionsQuery,
} = subscriptionsApi;
