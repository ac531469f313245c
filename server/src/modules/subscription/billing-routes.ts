import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '../../http/envelope';
import { endLapsedPlans } from '../../services/catalog/lapsed-plans';

/**
 * The error answers every billing route may give: 402 for a card, 503 when the payment provider
 * cannot be reached, besides the usual ones.
 */
export const BILLING_ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  402: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  503: ErrorEnvelope,
};

/** What the merchant-only billing routes share: who may call them and how OpenAPI files them. */
export function merchantBillingRoute(app: FastifyInstance) {
  return {
    asMerchant: { preHandler: [...app.requireMerchant, endLapsedPlans(app)] },
    schema: { tags: ['subscriptions'], security: [{ bearerAuth: [] }] },
  };
}
