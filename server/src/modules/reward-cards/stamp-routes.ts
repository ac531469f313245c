import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../http/app-error';
import { UuidIdParams } from '../../http/params';
import { accountOf, merchantOf } from '../../plugins/auth';
import {
  CustomerQuery,
  IDEMPOTENCY_KEY,
  RedeemBody,
  RedeemResponse,
  ScanResponse,
  StampBody,
  StampResponse,
  UndoParams,
  UndoResponse,
  REWARD_CARD_ERRORS,
} from './schemas';
import { createStamping, type Cashier } from './stamping';

/**
 * The `Idempotency-Key` header, checked by hand: a `headers` schema would go through the app's
 * `removeAdditional: 'all'` and strip every other header, the bearer token included.
 */
function idempotencyKeyOf(request: FastifyRequest): string {
  const { name, minLength, maxLength } = IDEMPOTENCY_KEY;
  const value = request.headers[name];
  if (typeof value !== 'string' || value.length < minLength || value.length > maxLength) {
    throw fieldError(
      name,
      `The Idempotency-Key header is required: ${minLength} to ${maxLength} characters, a fresh one per stamp.`,
    );
  }
  return value;
}

function cashierOf(request: FastifyRequest): Cashier {
  return { merchant: merchantOf(request), staffUserId: accountOf(request).user.id };
}

/** The cashier's side: scan, stamp, redeem, undo (owner of the reward card only). */
const stampRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stamping = createStamping(app);
  const schema = { tags: ['reward-cards'], security: [{ bearerAuth: [] }] };

  app.get(
    '/:id/customer',
    {
      preHandler: app.requireMerchant,
      schema: {
        ...schema,
        summary:
          'Who a scanned QR code is, and their card of this program (null before the first stamp)',
        params: UuidIdParams,
        querystring: CustomerQuery,
        response: { 200: ScanResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request): Promise<ScanResponse> => {
      const found = await stamping.scan(
        merchantOf(request),
        request.params.id,
        request.query.qr_code,
      );
      return {
        success: true,
        data: {
          customer: { first_name: found.customer.firstName },
          customer_card: found.customerCard,
        },
      };
    },
  );

  app.post(
    '/:id/stamps',
    {
      preHandler: app.requireMerchant,
      schema: {
        ...schema,
        summary: 'Stamp a customer’s card (once per Idempotency-Key)',
        params: UuidIdParams,
        description:
          'Send an `Idempotency-Key` header (8 to 100 characters, a fresh one per stamp): a retry with the same key answers the first answer again and never stamps twice.',
        body: StampBody,
        response: { 201: StampResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request, reply): Promise<StampResponse> => {
      const key = idempotencyKeyOf(request);
      const answer = await stamping.stamp(cashierOf(request), request.params.id, request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(answer.status);
      return answer.body;
    },
  );

  app.post(
    '/:id/redeem',
    {
      preHandler: app.requireMerchant,
      schema: {
        ...schema,
        summary: 'Give the reward: takes stamps_required stamps off',
        params: UuidIdParams,
        body: RedeemBody,
        response: { 200: RedeemResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request): Promise<RedeemResponse> =>
      stamping.redeem(cashierOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/stamps/:interactionId/undo',
    {
      preHandler: app.requireMerchant,
      schema: {
        ...schema,
        summary: 'Take a stamp back, within 10 minutes of it',
        params: UndoParams,
        response: { 200: UndoResponse, ...REWARD_CARD_ERRORS },
      },
    },
    async (request): Promise<UndoResponse> =>
      stamping.undo(cashierOf(request), request.params.id, request.params.interactionId),
  );
};

export default stampRoutes;
