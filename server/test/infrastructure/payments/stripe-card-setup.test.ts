import { createStripeProvider } from '../../../src/infrastructure/payments/stripe-provider';
import {
  FakeStripeApi,
  cardPaymentMethodJson,
  connectionRefused,
  expansions,
  listIn,
  ok,
  setupIntentJson,
  setupIntentState,
  stripeError,
  stripeOver,
  type StripeSetupIntentState,
} from './stripe-api';
import { answered } from '../../domain-answer';

const SETUP = '/v1/setup_intents/seti_1QrewardsTest';
const CUSTOMER = 'cus_QrewardsTest';
const NOT_YOURS = {
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message: 'This card setup was not started from your account.',
  errors: { setup_intent_id: ['This card setup was not started from your account.'] },
};

describe('saving a card with a Stripe SetupIntent, through the Stripe SDK', () => {
  let api: FakeStripeApi;
  let provider: ReturnType<typeof createStripeProvider>;
  /** What Stripe holds for seti_1QrewardsTest. */
  let stripeHas: StripeSetupIntentState;

  beforeEach(() => {
    api = new FakeStripeApi();
    provider = createStripeProvider(stripeOver(api));
    stripeHas = setupIntentState({ status: 'succeeded', paymentMethod: 'pm_1Saved' });
    api.on('GET', SETUP, (request) => ok(setupIntentJson(stripeHas, expansions(request))));
  });

  const save = () =>
    provider.saveCard({
      customerId: CUSTOMER,
      setupIntentId: 'seti_1QrewardsTest',
      idempotencyKey: 'card-1',
    });

  describe('starting', () => {
    it('creates an off-session card SetupIntent for the customer, under our idempotency key', async () => {
      api.on('POST', '/v1/setup_intents', (request) =>
        ok(setupIntentJson(setupIntentState({ customer: request.form.get('customer') }))),
      );

      const setup = await provider.startCardSetup?.({
        customerId: CUSTOMER,
        idempotencyKey: 'setup-intent-1',
      });

      expect(api.calls()).toEqual(['POST /v1/setup_intents']);
      const [sent] = api.sent('POST', '/v1/setup_intents');
      expect(sent?.form.get('customer')).toBe(CUSTOMER);
      expect(sent?.form.get('usage')).toBe('off_session');
      expect(listIn(sent?.form ?? new URLSearchParams(), 'allowed_payment_method_types')).toEqual([
        'card',
      ]);
      expect(sent?.headers['idempotency-key']).toBe('setup-intent-1');
      expect(setup).toEqual({
        setupIntentId: 'seti_1QrewardsTest',
        clientSecret: 'seti_1QrewardsTest_secret_test',
      });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('POST', '/v1/setup_intents', connectionRefused);

      await expect(
        answered(provider.startCardSetup?.({ customerId: CUSTOMER, idempotencyKey: 'k' })),
      ).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    });
  });

  describe('saving the card it confirmed', () => {
    it('reads the card Stripe attached and keeps only brand, last four and expiry', async () => {
      const card = await save();

      // Stripe attached the card on confirmation: nothing else is asked of it.
      expect(api.calls()).toEqual([`GET ${SETUP}`]);
      expect(api.requests.map(expansions)).toEqual([['payment_method']]);
      expect(card).toEqual({
        providerId: 'pm_1Saved',
        brand: 'visa',
        last4: '4242',
        fingerprint: 'Fp4242Test',
        expMonth: 12,
        expYear: 2034,
      });
    });

    it('fetches the PaymentMethod when Stripe answers only its id', async () => {
      api.on('GET', SETUP, ok(setupIntentJson(stripeHas)));
      api.on(
        'GET',
        '/v1/payment_methods/pm_1Saved',
        ok(cardPaymentMethodJson('pm_1Saved', CUSTOMER)),
      );

      await expect(save()).resolves.toMatchObject({ providerId: 'pm_1Saved', last4: '4242' });
      expect(api.calls()).toEqual([`GET ${SETUP}`, 'GET /v1/payment_methods/pm_1Saved']);
    });

    it('refuses another customer’s SetupIntent', async () => {
      stripeHas = { ...stripeHas, customer: 'cus_SomeoneElse' };

      await expect(answered(save())).rejects.toMatchObject(NOT_YOURS);
    });

    it('refuses a SetupIntent made without a customer', async () => {
      stripeHas = { ...stripeHas, customer: null };

      await expect(answered(save())).rejects.toMatchObject(NOT_YOURS);
    });

    it('refuses an id Stripe does not know, in the same words', async () => {
      api.on(
        'GET',
        SETUP,
        stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: "No such setupintent: 'seti_1QrewardsTest'",
        }),
      );

      await expect(answered(save())).rejects.toMatchObject(NOT_YOURS);
    });

    it.each([
      [
        'requires_payment_method',
        'This card has not been confirmed yet. Finish the card form first.',
      ],
      ['requires_action', 'This card has not been confirmed yet. Finish the card form first.'],
      ['processing', 'This card is still being checked. Try again in a moment.'],
      ['canceled', 'This card setup was canceled. Start a new one.'],
    ] as const)(
      'answers 409 on setup_intent_id while the SetupIntent is %s',
      async (status, message) => {
        stripeHas = { ...stripeHas, status, paymentMethod: null };

        await expect(answered(save())).rejects.toMatchObject({
          statusCode: 409,
          code: 'CONFLICT',
          message,
          errors: { setup_intent_id: [message] },
        });
      },
    );

    it('refuses a payment method that is not a card', async () => {
      api.on(
        'GET',
        SETUP,
        ok({
          ...setupIntentJson(stripeHas),
          payment_method: { id: 'pm_1Bank', object: 'payment_method', type: 'us_bank_account' },
        }),
      );

      await expect(answered(save())).rejects.toMatchObject({
        statusCode: 400,
        errors: { setup_intent_id: ['Only cards can be saved.'] },
      });
    });

    it('answers 503 when Stripe cannot be reached', async () => {
      api.on('GET', SETUP, connectionRefused);

      await expect(answered(save())).rejects.toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    });
  });
});
