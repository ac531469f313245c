import type { StepStatus } from '../session/sessionTypes';
import { api } from './client/baseApi';

/** docs/product.md, "Merchant onboarding", "Numbers and limits": the step status is cached for 5 minutes. */
const STEP_STATUS_CACHE_SECONDS = 300;

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStepStatus: build.query<StepStatus, void>({
      query: () => '/onboarding/step-status',
      keepUnusedDataFor: STEP_STATUS_CACHE_SECONDS,
      providesTags: ['StepStatus'],
    }),
  }),
});

export const { useGetStepStatusQuery } = onboardingApi;
