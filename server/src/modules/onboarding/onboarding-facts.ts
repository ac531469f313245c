import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import type { OnboardingFacts } from './step-status';

/**
 * Gathers what the steps are derived from. Merchant requests and subscriptions do not exist yet:
 * their issues replace the two `false`s with "a pending or accepted request exists" and "a
 * subscription is active".
 */
export function createOnboardingFacts(app: FastifyInstance) {
  const merchants = createMerchantsRepository(app.db);

  return async function onboardingFacts(user: UserRow): Promise<OnboardingFacts> {
    const merchant = await merchants.findByUserId(user.id);
    if (!merchant) throw httpError(403, 'FORBIDDEN', 'Only merchant accounts have onboarding.');
    return {
      emailVerified: user.emailVerified,
      requestSubmitted: false,
      subscriptionActive: false,
      merchantStatus: merchant.verificationStatus,
      accountStatus: merchant.status,
    };
  };
}
