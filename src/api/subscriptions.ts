import { api } from './baseApi';
import type { Envelope } from './types';

export type BillingInterval = 'month' | 'year';

/** api-contract.md "Records": `plan`. */
export interface Plan {
  id: string;
  code: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  interval: BillingInterval;
  features: string[];
  max_stores: number;
  max_branches: number;
  max_reward_cards: number;
}

/** api-contract.md "Records": `subscription`. */
export interface Subscription {
  id: string;
  plan: Plan;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  created_at: string;
}

export type PaymentProvider = 'stripe' | 'sandbox';

/** The sandbox takes the test card itself; Stripe confirms the card on the client afterwards. */
export interface CreateSubscriptionBody {
  plan_id: string;
  interval: BillingInterval;
  payment_method_id?: string;
  card_number?: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

export interface CreateSubscriptionAnswer {
  subscription: Subscription;
  client_secret: string | null;
  requires_action: boolean;
  provider: PaymentProvider;
}

/** api-contract.md "Subscriptions and payment methods". */
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
