import { api } from './baseApi';
import type { Envelope } from './types';

/** api-contract.md "Records": `payment_method`. */
export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

/** Sandbox: a published test card; Stripe: a payment method made by Stripe.js. */
export type AddCardBody =
  | { card_number: string; exp_month: number; exp_year: number; cvc: string }
  | { payment_method_id: string };

/** The sandbox may answer that the card needs authentication (a 3-D Secure card). */
export type AddCardAnswer = PaymentMethod & { requires_action?: boolean };

export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethod[], void>({
      query: () => '/payment-methods',
      transformResponse: (answer: Envelope<PaymentMethod[]>) => answer.data,
      providesTags: ['PaymentMethod'],
    }),
    addCard: build.mutation<AddCardAnswer, AddCardBody>({
      query: (body) => ({ url: '/payment-methods/card', method: 'POST', body }),
      transformResponse: (answer: Envelope<AddCardAnswer>) => answer.data,
      invalidatesTags: ['PaymentMethod'],
    }),
  }),
});

export const { useGetPaymentMethodsQuery, useAddCardMutation } = paymentMethodsApi;

/**
 * api-contract.md: the sandbox accepts only Stripe's published test numbers, each with a known
 * outcome. Any future expiry and any CVC go with them.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0025 0000 3155', outcome: 'Needs authentication (3-D Secure)' },
] as const;
