import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_ERRORS, merchantBillingRoute } from './route-options';
import { UuidIdParams } from '../../contract/params';
import { Type } from '@sinclair/typebox';
import { httpError } from '../../http/app-error';
import { accountOf, merchantOf } from '../../plugins/auth';
import { createPaymentMethodsRepository } from '../../repositories/payment-methods-repository';
import { createSubscriptionsRepository } from '../../repositories/subscriptions-repository';
import {
  AddCardBody,
  CardSetupResponse,
  PaymentMethodListResponse,
  SavedCardResponse,
  TestCardBody,
  TestCardResponse,
  toPaymentMethodRecord,
} from './billing-schemas';
import { createPaymentCards } from './payment-cards';
import { idempotentCallOf, sendKept } from '../../http/idempotency-key';
import { runMoneyCall } from '../../services/payments/money-call';

const METHOD_NOT_FOUND = 'This payment method does not exist.';
/** Stripe takes card numbers from the browser only, so there is no number to check here. */
export const STRIPE_CHECKS_IN_ITS_FORM =
  "With Stripe, test cards are typed into Stripe's own form: this check works with the sandbox only.";
const DefaultBody = Type.Object({ payment_method_id: Type.String({ format: 'uuid' }) });

/** `/payment-methods`: a merchant's saved cards (brand, last four and expiry only). */
const paymentMethodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const methods = createPaymentMethodsRepository(app.db);
  const cards = createPaymentCards(app);
  const subscriptions = createSubscriptionsRepository(app.db);
  const { asMerchant, schema } = merchantBillingRoute(app);

  app.get(
    '/',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'listPaymentMethods',
        summary: "The caller's saved cards",
        response: { 200: PaymentMethodListResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<PaymentMethodListResponse> => {
      const merchant = merchantOf(request);
      const rows = await methods.listForMerchant(merchant.id);
      return { success: true, data: rows.map(toPaymentMethodRecord) };
    },
  );

  app.post(
    '/setup-intent',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'startCardSetup',
        summary: 'Start saving a card (Stripe): a SetupIntent for stripe.confirmSetup',
        description:
          'Creates a Stripe SetupIntent (cards, off-session use) for the caller’s Stripe customer, ' +
          'made first if needed. Once the SPA has confirmed it, POST /payment-methods/card with its ' +
          'setup_intent_id saves the card. The sandbox has no such step: 409, send a test card ' +
          'number to POST /payment-methods/card instead.',
        response: { 201: CardSetupResponse, ...BILLING_ERRORS },
      },
    },
    async (request, reply): Promise<CardSetupResponse> => {
      const { user } = accountOf(request);
      const merchant = merchantOf(request);
      const setup = await cards.startCardSetup(merchant, user);
      reply.code(201);
      return {
        success: true,
        data: { setup_intent_id: setup.setupIntentId, client_secret: setup.clientSecret },
      };
    },
  );

  app.post(
    '/card',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'addCard',
        summary:
          'Save a card: sandbox test card fields, or (Stripe) a confirmed setup_intent_id ' +
          '(or a payment_method_id)',
        description:
          'A card that the provider declines is not saved: 402 with the reason (the sandbox ' +
          'answers as Stripe does for each test card). Send an `Idempotency-Key` header (a fresh ' +
          'one per card): a retry with the same key and body answers the first answer.',
        body: AddCardBody,
        response: { 201: SavedCardResponse, ...BILLING_ERRORS },
      },
    },
    async (request, reply): Promise<SavedCardResponse> => {
      const { user } = accountOf(request);
      const merchant = merchantOf(request);
      // Saved once per Idempotency-Key; the card is stored on the merchant's row lock.
      const answer = await runMoneyCall(app, merchant.id, idempotentCallOf(request), {
        operation: null,
        prepare: async () => undefined,
        perform: () => cards.prepareCard(merchant, user, request.body),
        async record(tx, _prepared, card) {
          const row = await cards.storeCard(merchant, card, tx);
          return {
            status: 201,
            body: {
              success: true as const,
              message: 'Card saved.',
              data: {
                ...toPaymentMethodRecord(row),
                requires_action: card.requiresAction ?? false,
              },
            },
          };
        },
      });
      return sendKept(reply, answer);
    },
  );

  app.post(
    '/test-card',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'checkTestCard',
        summary: 'What a sandbox test card would do if charged, without saving or charging it',
        description:
          'A dry run for /payment-test: answers approved, declined (with the reason) or ' +
          'requires_action (3-D Secure). No card is saved, no customer is made, nothing is ' +
          'charged. Stripe: 409, card numbers go from the browser to Stripe only.',
        body: TestCardBody,
        response: { 200: TestCardResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<TestCardResponse> => {
      const { payments } = app;
      if (!payments.checkTestCard) throw httpError(409, 'CONFLICT', STRIPE_CHECKS_IN_ITS_FORM);
      const check = await payments.checkTestCard(request.body);
      return {
        success: true,
        data: {
          outcome: check.outcome,
          decline_reason: check.declineReason,
          saves: check.saves,
          brand: check.brand,
          last4: check.last4,
        },
      };
    },
  );

  app.put(
    '/default',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'setDefaultPaymentMethod',
        summary: 'Make a saved card the default',
        body: DefaultBody,
        response: { 200: PaymentMethodListResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<PaymentMethodListResponse> => {
      const merchant = merchantOf(request);
      const id = request.body.payment_method_id;
      if (!(await methods.findOwn(merchant.id, id))) {
        throw httpError(404, 'NOT_FOUND', METHOD_NOT_FOUND);
      }
      await app.db.transaction(async (tx) => {
        const repository = createPaymentMethodsRepository(tx);
        await repository.lockMerchant(merchant.id);
        await repository.setDefault(merchant.id, id);
      });
      const rows = await methods.listForMerchant(merchant.id);
      return { success: true, data: rows.map(toPaymentMethodRecord) };
    },
  );

  app.delete(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'removePaymentMethod',
        summary: 'Remove a saved card (not the default while a subscription is active)',
        params: UuidIdParams,
        response: { 200: PaymentMethodListResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<PaymentMethodListResponse> => {
      const merchant = merchantOf(request);
      const method = await methods.findOwn(merchant.id, request.params.id);
      if (!method) throw httpError(404, 'NOT_FOUND', METHOD_NOT_FOUND);
      const live = await subscriptions.findLive(merchant.id, ['active', 'past_due']);
      if (method.isDefault && live) {
        throw httpError(
          409,
          'CONFLICT',
          'This card pays your subscription. Make another card the default first.',
        );
      }
      await app.payments.detachCard(method.providerId);
      // Removing the default leaves the newest remaining card as the default.
      await app.db.transaction(async (tx) => {
        const repository = createPaymentMethodsRepository(tx);
        await repository.lockMerchant(merchant.id);
        await repository.remove(method.id);
        await repository.promoteNewestIfNoDefault(merchant.id);
      });
      const rows = await methods.listForMerchant(merchant.id);
      return { success: true, message: 'Card removed.', data: rows.map(toPaymentMethodRecord) };
    },
  );
};

export default paymentMethodsRoutes;
