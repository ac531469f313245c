import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_ERRORS, merchantBillingRoute } from './billing-routes';
import { UuidIdParams } from '../../http/params';
import { Type } from '@sinclair/typebox';
import { httpError } from '../../http/app-error';
import { merchantOf } from '../../plugins/auth';
import { createSubscriptionsRepository } from '../../repositories/subscriptions-repository';
import {
  ChangePlanBody,
  ChangePlanResponse,
  SubscriptionListResponse,
  SubscriptionResponse,
  toSubscriptionRecord,
} from './billing-schemas';
import { createSubscriptionManaging } from './managing';
import { SUBSCRIPTION_NOT_FOUND } from './subscribing';

const CancelQuery = Type.Object({ immediately: Type.Optional(Type.Boolean({ default: false })) });

/** `/subscriptions`: a merchant's own subscriptions. */
const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = createSubscriptionsRepository(app.db);
  const managing = createSubscriptionManaging(app);
  const { asMerchant, schema } = merchantBillingRoute(app);

  app.get(
    '/my',
    {
      ...asMerchant,
      schema: {
        ...schema,
        summary: "The caller's subscriptions, newest first",
        response: { 200: SubscriptionListResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionListResponse> => {
      const merchant = merchantOf(request);
      const rows = await subscriptions.listForMerchant(merchant.id);
      return { success: true, data: rows.map(toSubscriptionRecord) };
    },
  );

  app.get(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        summary: 'One of the caller’s subscriptions',
        params: UuidIdParams,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionResponse> => {
      const merchant = merchantOf(request);
      const found = await subscriptions.findOwn(merchant.id, request.params.id);
      if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
      return { success: true, data: toSubscriptionRecord(found) };
    },
  );

  app.put(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        summary: 'Change plan; answers the prorated amount billed now (negative: a credit)',
        params: UuidIdParams,
        body: ChangePlanBody,
        response: { 200: ChangePlanResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<ChangePlanResponse> => {
      const merchant = merchantOf(request);
      const changed = await managing.changePlan(
        merchant.id,
        request.params.id,
        request.body.plan_id,
      );
      return {
        success: true,
        message: 'Your plan was changed.',
        data: {
          subscription: toSubscriptionRecord(changed.subscription),
          proration_cents: changed.prorationCents,
        },
      };
    },
  );

  app.delete(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        summary: 'Cancel at the end of the period, or now with ?immediately=true',
        params: UuidIdParams,
        querystring: CancelQuery,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionResponse> => {
      const merchant = merchantOf(request);
      const immediately = request.query.immediately ?? false;
      const canceled = await managing.cancel(merchant.id, request.params.id, immediately);
      return {
        success: true,
        message: immediately
          ? 'Your subscription has ended.'
          : 'Your subscription will end at the end of the period.',
        data: toSubscriptionRecord(canceled),
      };
    },
  );

  app.post(
    '/:id/reactivate',
    {
      ...asMerchant,
      schema: {
        ...schema,
        summary: 'Undo a cancel before the period ends',
        params: UuidIdParams,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionResponse> => {
      const merchant = merchantOf(request);
      const reactivated = await managing.reactivate(merchant.id, request.params.id);
      return {
        success: true,
        message: 'Your subscription will continue.',
        data: toSubscriptionRecord(reactivated),
      };
    },
  );
};

export default subscriptionsRoutes;
