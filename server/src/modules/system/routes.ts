import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { ClientConfigResponse, HealthResponse, ReadyResponse } from './schemas';

/** Liveness, readiness and the public client settings: `GET /health`, `/ready`, `/config`. */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        security: [],
        tags: ['system'],
        summary: 'Liveness',
        description: 'Answers as long as the process serves requests; does not touch the database.',
        response: { 200: HealthResponse },
      },
    },
    async (): Promise<HealthResponse> => ({
      success: true,
      data: { status: 'ok', uptime_seconds: Math.floor(process.uptime()) },
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        security: [],
        tags: ['system'],
        summary: 'Readiness',
        description:
          '200 when the database answers within 2 seconds, else 503 SERVICE_UNAVAILABLE: a load balancer stops sending traffic here.',
        response: { 200: ReadyResponse, 503: ErrorEnvelope },
      },
    },
    async (request): Promise<ReadyResponse> => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        throw httpError(
          503,
          'SERVICE_UNAVAILABLE',
          'The database is not answering. Please try again shortly.',
        );
      }
      return { success: true, data: { status: 'ready', database: app.database.kind } };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        operationId: 'getConfig',
        security: [],
        tags: ['system'],
        summary: 'Public client settings',
        description:
          'Which payment provider the SPA talks to, the Stripe publishable key, and which wallet passes the server makes.',
        response: { 200: ClientConfigResponse },
      },
    },
    async (): Promise<ClientConfigResponse> => ({
      success: true,
      data: {
        payment_provider: app.config.paymentProvider,
        stripe_publishable_key: app.config.stripePublishableKey ?? null,
        environment: app.config.env,
        wallets: { apple: Boolean(app.wallet.apple), google: Boolean(app.wallet.google) },
      },
    }),
  );
};

export default systemRoutes;
