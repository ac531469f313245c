import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantOf } from '../../plugins/auth';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';

/**
 * A pre-handler for the billing routes, after `app.requireMerchant`: the merchant's plans that
 * ended by the clock (set to cancel at a period end now past) are written down as ended before
 * the route reads them, so the billing page says "Ended", the merchant may subscribe again and
 * a reactivation is refused (docs/product.md, "Without an active plan"). Everything else reads
 * the clock itself and needs no such write.
 */
export function endLapsedPlans(app: FastifyInstance) {
  const plans = createPlansInServiceRepository(app.db);
  return async function endLapsedPlansOf(request: FastifyRequest): Promise<void> {
    await plans.endLapsed(merchantOf(request).id, app.now());
  };
}
