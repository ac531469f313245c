import type { StepStatus } from './sessionTypes';

/** docs/product.md, "Numbers and limits": three onboarding steps. */
export const TOTAL_ONBOARDING_STEPS = 3;
/** docs/product.md, "Merchant onboarding", "Numbers and limits": the step status is cached for 5 minutes. */
export const STEP_STATUS_CACHE_MS = 5 * 60 * 1000;

/**
 * docs/product.md, "Merchant onboarding": the first of steps 1 to 3 whose completed flag is false; 4 when all are completed; 1
 * without a step status.
 */
export function deriveOnboardingStep(stepStatus: StepStatus | null | undefined): number {
  if (!stepStatus) return 1;
  const details = stepStatus.step_details;
  const steps = [details.step_1, details.step_2, details.step_3];
  const firstOpen = steps.findIndex((step) => !step?.completed);
  return firstOpen === -1 ? TOTAL_ONBOARDING_STEPS + 1 : firstOpen + 1;
}

/** docs/product.md, "Session": isRegistered is true when registrationStep is greater than 1. */
export function isRegisteredAt(registrationStep: number): boolean {
  return registrationStep > 1;
}

/** Whether a step status fetched at `lastFetched` is still fresh at `now`. */
export function isStepStatusFresh(lastFetched: number | null, now: number = Date.now()): boolean {
  return lastFetched !== null && now - lastFetched < STEP_STATUS_CACHE_MS;
}
