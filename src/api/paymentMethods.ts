import { api } from './baseApi';
import type { AnswerData, RequestBody } from './contract';
import type { Envelope } from './types';

/** A saved card (`GET /payment-methods`). */
export type PaymentMethod = AnswerData<'/payment-methods/', 'get'>[number];

type CardBody = RequestBody<'/payment-methods/card', 'post'>;

/**
 * Sandbox: a published test card. Stripe: a SetupIntent confirmed with `stripe.confirmSetup`
 * (preferred), or a payment method made by Stripe.js. The server's schema takes any of the fields;
 * the SPA sends exactly one of these shapes.
 */
export type AddCardBody =
  | Required<Pick<CardBody, 'card_number' | 'exp_month' | 'exp_year' | 'cvc'>>
  | Required<Pick<CardBody, 'setup_intent_id'>>
  | Required<Pick<CardBody, 'payment_method_id'>>;

/** `POST /payment-methods/setup-intent` (Stripe only): what `<Elements>` and `confirmSetup` need. */
export type CardSetup = AnswerData<'/payment-methods/setup-intent', 'post'>;

/** The saved card, and whether charging it will ask for 3-D Secure (`requires_action`). */
export type AddCardAnswer = AnswerData<'/payment-methods/card', 'post'>;

/** A sandbox test card to check without saving it (`POST /payment-methods/test-card`). */
export type TestCardBody = RequestBody<'/payment-methods/test-card', 'post'>;

/** What the card would do if charged: approved, declined (with the reason) or 3-D Secure. */
export type TestCardCheck = AnswerData<'/payment-methods/test-card', 'post'>;

export type TestCardOutcome = TestCardCheck['outcome'];

export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The billing page's saved cards (docs/product.md, "Billing").
    getPaymentMethods: build.query<PaymentMethod[], void>({
      query: () => '/payment-methods',
      transformResponse: (answer: Envelope<PaymentMethod[]>) => answer.data,
      providesTags: ['PaymentMethod'],
    }),
    startCardSetup: build.mutation<CardSetup, void>({
      query: () => ({ url: '/payment-methods/setup-intent', method: 'POST' }),
      transformResponse: (answer: Envelope<CardSetup>) => answer.data,
    }),
    addCard: build.mutation<AddCardAnswer, AddCardBody>({
      query: (body) => ({ url: '/payment-methods/card', method: 'POST', body }),
      transformResponse: (answer: Envelope<AddCardAnswer>) => answer.data,
      invalidatesTags: ['PaymentMethod'],
    }),
    /** Answers the saved cards as they are now, the new default marked. */
    setDefaultPaymentMethod: build.mutation<PaymentMethod[], string>({
      query: (id) => ({
        url: '/payment-methods/default',
        method: 'PUT',
        body: { payment_method_id: id },
      }),
      transformResponse: (answer: Envelope<PaymentMethod[]>) => answer.data,
      invalidatesTags: ['PaymentMethod'],
    }),
    /** Answers the cards left; 409 for the default card while a subscription is live. */
    removePaymentMethod: build.mutation<PaymentMethod[], string>({
      query: (id) => ({ url: `/payment-methods/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (answer: Envelope<PaymentMethod[]>) => answer.data,
      invalidatesTags: ['PaymentMethod'],
    }),
    // A dry run: nothing is saved, so no saved-card list goes stale.
    checkTestCard: build.mutation<TestCardCheck, TestCardBody>({
      query: (body) => ({ url: '/payment-methods/test-card', method: 'POST', body }),
      transformResponse: (answer: Envelope<TestCardCheck>) => answer.data,
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useStartCardSetupMutation,
  useAddCardMutation,
  useCheckTestCardMutation,
  useSetDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
} = paymentMethodsApi;

/**
 * docs/api.md: the sandbox accepts only Stripe's published test numbers, each with a known
 * outcome. Any future expiry and any CVC go with them.
 */
export const SANDBOX_TEST_CARDS: readonly {
  number: string;
  /** What the card does when charged, in words. */
  outcome: string;
  /** The same, as `POST /payment-methods/test-card` answers it. */
  expected: TestCardOutcome;
}[] = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds', expected: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'Declined', expected: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds', expected: 'declined' },
  {
    number: '4000 0025 0000 3155',
    outcome: 'Needs authentication (3-D Secure)',
    expected: 'requires_action',
  },
];
