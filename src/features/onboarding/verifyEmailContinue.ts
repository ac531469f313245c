import { waitFor } from 'xstate';
import type { OnboardingActor } from './createOnboardingActor';
import { ONBOARDING_ROUTES } from './onboardingMachine';

/**
 * Hands a freshly verified merchant to the onboarding machine, which decides the next page. A
 * merchant who registered (rather than logged in) finds the machine idle: it resumes first, and
 * may land on the verify step again from a step status cached before the code was entered; then it
 * hears EMAIL_VERIFIED and fetches the status anew.
 */
export async function continueMerchantOnboarding(
  actor: OnboardingActor,
  isDemo: boolean,
  navigate: (to: string) => void,
) {
  const resumed = actor.getSnapshot().matches('idle');
  if (resumed) actor.send({ type: 'RESUME', role: 'merchant', isDemo, onboardingStep: 1 });
  const settled = await waitFor(actor, (snapshot) => !snapshot.matches('checkingSteps'));
  if (settled.matches('verifyEmail')) {
    actor.send({ type: 'EMAIL_VERIFIED' });
  } else if (!resumed) {
    // The machine was in a flow from before this page (it navigated then, not now): step 2 is next.
    navigate(ONBOARDING_ROUTES.merchantRequest);
  }
}
