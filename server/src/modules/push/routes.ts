import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '../../contract/envelope';
import { canonicalTimeZone, TIME_ZONE_RULE_MESSAGE } from '../../contract/formats';
import { fieldError, httpError } from '../../http/app-error';
import { createPushSubscriptionsRepository } from '../../repositories/push-subscriptions-repository';
import { accountOf } from '../../plugins/auth';
import { createMerchantSettingsRepository } from '../../repositories/merchant-settings-repository';
import { subscriptionProblems } from './endpoint';
import {
  PublicKeyResponse,
  PushSubscriptionResponse,
  SubscribeBody,
  UnsubscribeBody,
  UnsubscribedResponse,
} from './schemas';

const tags = ['push'];
const security = [{ bearerAuth: [] }];

/**
 * `/push`: the VAPID public key, and a customer's devices that get web push (docs/api.md, "Web
 * push"). Sending is `app.push.sendToUser` (plugins/push.ts), called by the automations.
 */
const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = createPushSubscriptionsRepository(app.db);
  const production = app.config.env === 'production';

  app.get(
    '/public-key',
    {
      schema: {
        operationId: 'getPushPublicKey',
        security: [],
        tags,
        summary: "The server's VAPID public key, for `pushManager.subscribe`",
        response: { 200: PublicKeyResponse },
      },
    },
    async (): Promise<PublicKeyResponse> => ({
      success: true,
      data: { public_key: app.push.publicKey },
    }),
  );

  app.post(
    '/subscriptions',
    {
      preHandler: [app.authenticate, app.requireRole('user')],
      schema: {
        operationId: 'subscribePush',
        tags,
        security,
        summary: "Register this browser's push subscription for the signed-in customer",
        description:
          'Upsert by endpoint: an endpoint another account registered moves to this one. At most 10 per account (the oldest goes). Stores `time_zone` as the account’s time zone.',
        body: SubscribeBody,
        response: { 201: PushSubscriptionResponse, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply): Promise<PushSubscriptionResponse> => {
      const { body } = request;
      const { user } = accountOf(request);
      const problems = subscriptionProblems(body, production);
      const fields = Object.keys(problems);
      if (fields.length) {
        throw httpError(400, 'VALIDATION_ERROR', problems[fields[0]!]![0]!, problems);
      }
      // Stored as the canonical name, and only one the database knows (as a store's zone is).
      const timeZone = canonicalTimeZone(body.time_zone);
      if (!(await createMerchantSettingsRepository(app.db).knowsTimeZone(timeZone))) {
        throw fieldError('time_zone', TIME_ZONE_RULE_MESSAGE);
      }
      const row = await subscriptions.save(
        {
          userId: user.id,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          timeZone,
        },
        app.now(),
      );
      reply.code(201);
      return {
        success: true,
        message: 'This device will get messages from your shops.',
        data: { endpoint: row.endpoint, created_at: row.createdAt.toISOString() },
      };
    },
  );

  app.delete(
    '/subscriptions',
    {
      preHandler: [app.authenticate, app.requireRole('user')],
      schema: {
        operationId: 'unsubscribePush',
        tags,
        security,
        summary: "Remove one of the signed-in customer's push subscriptions, by its endpoint",
        description: "Another account's endpoint is 404, as an unknown one is.",
        body: UnsubscribeBody,
        response: { 200: UnsubscribedResponse, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request): Promise<UnsubscribedResponse> => {
      const { user } = accountOf(request);
      const { endpoint } = request.body;
      if (!(await subscriptions.removeOwn(user.id, endpoint))) {
        throw httpError(404, 'NOT_FOUND', 'This device gets no messages from this account.');
      }
      return {
        success: true,
        message: 'This device will no longer get messages from your shops.',
        data: { endpoint },
      };
    },
  );
};

export default pushRoutes;
