import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../contract/envelope';
import { accountOf } from '../../plugins/auth';
import { createOnboardingFacts } from '../../services/onboarding/onboarding-facts';
import { StepStatusResponse } from './schemas';
import { deriveStepStatus } from '../../services/onboarding/step-status';

/**
 * `GET /onboarding/step-status`: where a merchant stands in the three onboarding steps.
 * (`POST /onboarding/create-request` belongs to the merchant-requests module; app.ts registers it
 * under this prefix.)
 */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onboardingFacts = createOnboardingFacts(app);

  app.get(
    '/step-status',
    {
      // Step 1 is verifying the email, so an unverified merchant must be able to ask.
      config: { allowUnverifiedEmail: true },
      preHandler: app.requireMerchant,
      schema: {
        operationId: 'getStepStatus',
        tags: ['onboarding'],
        summary: 'The merchant onboarding step status',
        security: [{ bearerAuth: [] }],
        response: { 200: StepStatusResponse, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request): Promise<StepStatusResponse> => ({
      success: true,
      data: deriveStepStatus(await onboardingFacts(accountOf(request).user)),
    }),
  );
};

export default onboardingRoutes;
