import { api } from '../client/baseApi';
import type { AnswerData, RequestBody } from '../client/contract';
import { keyed, type MoneyCall } from './subscriptions';

/** A saved card (`GET /payment-methods`). */
export type PaymentMethod = AnswerData<'/payment-methods', 'get'>[number];

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
      providesTags: ['PaymentMethod'],
    }),
    startCardSetup: build.mutation<CardSetup, void>({
      query: () => ({ url: '/payment-methods/setup-intent', method: 'POST' }),
    }),
    addCard: build.mutation<AddCardAnswer, MoneyCall<AddCardBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/payment-methods/card',
        method: 'POST',
        body,
        headers: keyed(idempotencyKey),
      }),
      invalidatesTags: ['PaymentMethod'],
    }),
    /** Answers the saved cards as they are now, the new default marked. */
    setDefaultPaymentMethod: build.mutation<PaymentMethod[], string>({
      query: (id) => ({
        url: '/payment-methods/default',
        method: 'PUT',
        body: { payment_method_id: id },
      }),
      invalidatesTags: ['PaymentMethod'],
    }),
    /** Answers the cards left; 409 for the default card while a subscription is live. */
    removePaymentMethod: build.mutation<PaymentMethod[], string>({
      query: (id) => ({ url: `/payment-methods/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['PaymentMethod'],
    }),
    // A dry run: nothing is saved, so no saved-card list goes stale.
    checkTestCard: build.mutation<TestCardCheck, TestCardBody>({
      query: (body) => ({ url: '/payment-methods/test-card', method: 'POST', body }),
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
 * docs/api.md, "Sandbox cards": the sandbox accepts only Stripe's published test numbers, each
 * doing what it does with Stripe, when saved and when charged. Any future expiry and any CVC go
 * with them.
 */
export const SANDBOX_TEST_CARDS: readonly {
  number: string;
  /** What the card does, in words. */
  outcome: string;
  /** What it does when charged, as `POST /payment-methods/test-card` answers it. */
  expected: TestCardOutcome;
  /** Whether saving it keeps it (`saves`): a declined card is refused when saved too, but one. */
  saves: boolean;
  /** Listed beside the card form; the payment test lists them all. */
  inForm?: true;
}[] = [
  {
    number: '4242 4242 4242 4242',
    outcome: 'Succeeds',
    expected: 'approved',
    saves: true,
    inForm: true,
  },
  {
    number: '5555 5555 5555 4444',
    outcome: 'Succeeds (Mastercard)',
    expected: 'approved',
    saves: true,
  },
  {
    number: '3782 822463 10005',
    outcome: 'Succeeds (American Express)',
    expected: 'approved',
    saves: true,
  },
  {
    number: '6011 1111 1111 1117',
    outcome: 'Succeeds (Discover)',
    expected: 'approved',
    saves: true,
  },
  {
    number: '4000 0000 0000 3055',
    outcome: 'Succeeds (3-D Secure supported, not asked)',
    expected: 'approved',
    saves: true,
  },
  {
    number: '4000 0000 0000 0002',
    outcome: 'Declined',
    expected: 'declined',
    saves: false,
    inForm: true,
  },
  {
    number: '4000 0000 0000 9995',
    outcome: 'Insufficient funds',
    expected: 'declined',
    saves: false,
    inForm: true,
  },
  { number: '4000 0000 0000 9987', outcome: 'Lost card', expected: 'declined', saves: false },
  { number: '4000 0000 0000 9979', outcome: 'Stolen card', expected: 'declined', saves: false },
  { number: '4000 0000 0000 0069', outcome: 'Expired card', expected: 'declined', saves: false },
  { number: '4000 0000 0000 0127', outcome: 'Incorrect CVC', expected: 'declined', saves: false },
  {
    number: '4000 0000 0000 0119',
    outcome: 'Processing error',
    expected: 'declined',
    saves: false,
  },
  {
    number: '4000 0000 0000 6975',
    outcome: 'Too many attempts',
    expected: 'declined',
    saves: false,
  },
  {
    number: '4242 4242 4242 4241',
    outcome: 'Incorrect number',
    expected: 'declined',
    saves: false,
  },
  {
    number: '4000 0000 0000 0341',
    outcome: 'Saved, then declined on every payment',
    expected: 'declined',
    saves: true,
    inForm: true,
  },
  {
    number: '4000 0025 0000 3155',
    outcome: 'Needs authentication (3-D Secure)',
    expected: 'requires_action',
    saves: true,
    inForm: true,
  },
  {
    number: '4000 0027 6000 3184',
    outcome: 'Needs authentication (3-D Secure) on every payment',
    expected: 'requires_action',
    saves: true,
  },
  {
    number: '4000 0000 0000 3220',
    outcome: 'Needs 3-D Secure 2 on every payment',
    expected: 'requires_action',
    saves: true,
  },
];
