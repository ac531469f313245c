import type { AccountStatus, VerificationStatus } from '../../db/schema';

export const TOTAL_STEPS = 3;

/**
 * What the steps are derived from, read from the account, request and subscription tables
 * (services/onboarding/onboarding-facts.ts; docs/product.md, "Step status").
 */
export interface OnboardingFacts {
  emailVerified: boolean;
  /** Step 2: a merchant request exists that is pending or accepted (a rejected one reopens it). */
  requestSubmitted: boolean;
  /**
   * Step 3: the merchant has a plan in service, or had one once their request was accepted: a
   * plan that ends later does not send them back to onboarding; their dashboard says so
   * (docs/product.md, "Without an active plan").
   */
  planChosen: boolean;
  merchantStatus: VerificationStatus;
  accountStatus: AccountStatus;
}

interface StepDetail {
  name: string;
  description: string;
  completed: boolean;
  required: boolean;
}

export interface StepStatus {
  current_step: number;
  total_steps: typeof TOTAL_STEPS;
  step_details: { step_1: StepDetail; step_2: StepDetail; step_3: StepDetail };
  can_proceed_to_next_step: boolean;
  merchant_status: VerificationStatus;
  email_verified: boolean;
}

const STEPS = [
  ['Email Verification', 'Verify your email address to activate your account'],
  ['Merchant Request', 'Create your merchant request with store information'],
  ['Subscription & Payment', 'Choose a subscription plan and complete payment'],
] as const;

/**
 * The step status object of docs/product.md, "Session", computed from facts and never stored, so it cannot drift
 * from the data. `current_step` is the first incomplete step (docs/product.md, "Merchant onboarding"), 4 when all are done.
 * `can_proceed_to_next_step`: the merchant can work on `current_step` now, which needs an
 * active account, every earlier step done, and a step left to do.
 */
export function deriveStepStatus(facts: OnboardingFacts): StepStatus {
  const completed = [facts.emailVerified, facts.requestSubmitted, facts.planChosen];
  const firstOpen = completed.indexOf(false);
  const currentStep = firstOpen === -1 ? TOTAL_STEPS + 1 : firstOpen + 1;
  const [step1, step2, step3] = STEPS.map(([name, description], index) => ({
    name,
    description,
    completed: completed[index] ?? false,
    required: true,
  })) as [StepDetail, StepDetail, StepDetail];
  return {
    current_step: currentStep,
    total_steps: TOTAL_STEPS,
    step_details: { step_1: step1, step_2: step2, step_3: step3 },
    can_proceed_to_next_step: facts.accountStatus === 'active' && currentStep <= TOTAL_STEPS,
    merchant_status: facts.merchantStatus,
    email_verified: facts.emailVerified,
  };
}
