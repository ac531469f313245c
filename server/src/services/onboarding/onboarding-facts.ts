import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { ForbiddenError } from '../../contract/domain-errors';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';
import type { OnboardingFacts } from './step-status';

/** Gathers what the steps are derived from, from the merchant's rows. */
export function createOnboardingFacts(app: FastifyInstance) {
  const merchants = createMerchantsRepository(app.db);
  const requests = createMerchantRequestsRepository(app.db);
  const plans = createPlansInServiceRepository(app.db);

  return async function onboardingFacts(user: UserRow): Promise<OnboardingFacts> {
    const merchant = await merchants.findByUserId(user.id);
    if (!merchant) throw new ForbiddenError('Only merchant accounts have onboarding.');
    return {
      emailVerified: user.emailVerified,
      // A rejected request reopens step 2; a pending or accepted one closes it.
      requestSubmitted: Boolean(
        await requests.findForMerchant(merchant.id, ['pending', 'accepted']),
      ),
      planChosen:
        (await plans.has(merchant.id, app.now())) ||
        (merchant.verificationStatus === 'verified' && (await plans.paidOnce(merchant.id))),
      merchantStatus: merchant.verificationStatus,
      accountStatus: merchant.status,
    };
  };
}
