import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../contract/envelope';
import { merchantOf } from '../../plugins/auth';
import { CreateRequestBody, RequestResponse, toRequestRecord } from './schemas';
import { createRequestSubmission } from './submission';

/**
 * Registers `POST path` for a merchant to send a merchant request. docs/product.md, "Calls to the backend" names it both
 * `/onboarding/create-request` and `/merchant-requests`: both modules call this.
 */
export function submitRequestRoute(
  app: FastifyInstance,
  path: string,
  /** The OpenAPI operationId, one per path (docs/api.md, "The OpenAPI document"). */
  operationId: string,
): void {
  const submitRequest = createRequestSubmission(app);

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    path,
    {
      // `authenticate` refuses unverified emails (403 EMAIL_NOT_VERIFIED).
      preHandler: app.requireMerchant,
      schema: {
        tags: ['merchant-requests'],
        operationId,
        summary: 'Send a merchant request (409 while one is under review)',
        security: [{ bearerAuth: [] }],
        body: CreateRequestBody,
        response: {
          201: RequestResponse,
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request, reply): Promise<RequestResponse> => {
      const merchant = merchantOf(request);
      const row = await submitRequest(merchant, request.body);
      request.log.info(
        { event: 'merchant_request_created', request_id: row.id },
        'merchant request sent',
      );
      reply.code(201);
      return {
        success: true,
        message: 'Your request was sent. We will email you once it is reviewed.',
        data: toRequestRecord(row),
      };
    },
  );
}

/**
 * `POST /onboarding/create-request`, the same route under the onboarding prefix. app.ts registers
 * it there, so the onboarding module does not import this one (docs/architecture.md).
 */
export async function onboardingCreateRequestRoute(app: FastifyInstance): Promise<void> {
  submitRequestRoute(app, '/create-request', 'createOnboardingRequest');
}
