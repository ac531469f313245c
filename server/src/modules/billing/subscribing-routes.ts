import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_ERRORS, MONEY_CALL, merchantBillingRoute } from './route-options';
import { idempotentCallOf, sendKept } from '../../http/idempotency-key';
import { ErrorEnvelope } from '../../contract/envelope';
import { accountOf, merchantOf } from '../../plugins/auth';
import { createPlansRepository } from '../../repositories/plans-repository';
import {
  ConfirmBody,
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  SubscriptionResponse,
  toSubscriptionRecord,
} from './billing-schemas';
import { createPaymentCards } from './payment-cards';
import { PlansQuery, PlansResponse, toPlanRecord } from './plan-schemas';
import { createSubscribing } from './subscribing';

/** Everything under `/subscription` (docs/product.md, "Calls to the backend"'s singular paths): plans, subscribing, confirming. */
const subscribingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const plans = createPlansRepository(app.db);
  const subscribing = createSubscribing(app, createPaymentCards(app));
  const { asMerchant, schema } = merchantBillingRoute(app);

  app.get(
    '/plans',
    {
      schema: {
        operationId: 'listPlans',
        security: [],
        tags: ['subscriptions'],
        summary: 'The plans, cheapest first, priced for `interval` (default month)',
        querystring: PlansQuery,
        response: { 200: PlansResponse, 400: ErrorEnvelope },
      },
    },
    async (request): Promise<PlansResponse> => {
      const interval = request.query.interval ?? 'month';
      return {
        success: true,
        data: (await plans.list()).map((plan) => toPlanRecord(plan, interval)),
      };
    },
  );

  // docs/product.md, "Calls to the backend" names both; with a saved method's id they do the same.
  for (const [path, operationId] of [
    ['/create-subscription', 'createSubscription'],
    ['/create-subscription-with-payment-method', 'createSubscriptionWithPaymentMethod'],
  ] as const) {
    app.post(
      path,
      {
        ...asMerchant,
        schema: {
          ...schema,
          operationId,
          summary: 'Subscribe to a plan with a saved method, a new card, or (Stripe) none yet',
          description: MONEY_CALL,
          body: CreateSubscriptionBody,
          response: { 201: CreateSubscriptionResponse, ...BILLING_ERRORS },
        },
      },
      async (request, reply): Promise<CreateSubscriptionResponse> => {
        const { user } = accountOf(request);
        const answer = await subscribing.create(
          merchantOf(request),
          user,
          request.body,
          idempotentCallOf(request),
        );
        if (!answer.replayed) {
          request.log.info(
            { event: 'subscription_created', subscription_id: answer.body.data.subscription.id },
            'subscription created',
          );
        }
        return sendKept(reply, answer);
      },
    );
  }

  app.post(
    '/confirm',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'confirmSubscription',
        summary: 'Re-read the subscription from the provider after the card confirmation',
        body: ConfirmBody,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionResponse> => {
      const merchant = merchantOf(request);
      const fresh = await subscribing.refresh(merchant.id, request.body.subscription_id);
      return { success: true, data: toSubscriptionRecord(fresh) };
    },
  );
};

export default subscribingRoutes;
