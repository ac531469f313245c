import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '../../contract/envelope';
import { endLapsedPlans } from '../../services/catalog/lapsed-plans';

/**
 * The error answers every billing route may give: 402 for a card, 422 for an `Idempotency-Key`
 * sent again with another request, 503 when the payment provider cannot be reached, besides the
 * usual ones.
 */
export const BILLING_ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  402: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
  503: ErrorEnvelope,
};

/** What the OpenAPI document says of every call that moves money (docs/api.md). */
export const MONEY_CALL =
  'Send an `Idempotency-Key` header (8 to 100 characters, a fresh one per action): a retry with ' +
  'the same key and body answers the first answer and charges nothing again; the same key with ' +
  'another body is 422. One such call per merchant at a time: 409 while another is under way.';

/** What the merchant-only billing routes share: who may call them and how OpenAPI files them. */
export function merchantBillingRoute(app: FastifyInstance) {
  return {
    asMerchant: { preHandler: [...app.requireMerchant, endLapsedPlans(app)] },
    schema: { tags: ['subscriptions'], security: [{ bearerAuth: [] }] },
  };
}
