import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import type { OnboardingActor } from './createOnboardingActor';
import { ONBOARDING_ROUTES } from './onboardingRoutes';
import { useOnboarding } from './useOnboarding';

type StepDoneEvent = { type: 'REQUEST_SUBMITTED' } | { type: 'SUBSCRIBED' };

const STATE_OF_EVENT = {
  REQUEST_SUBMITTED: { state: 'merchantRequest', step: 2 },
  SUBSCRIBED: { state: 'subscription', step: 3 },
} as const;

/**
 * Tells the onboarding machine that a step is done, so it navigates to the next one. A machine
 * left idle (after a reload) resumes first; if it does not settle on the finished step, the page
 * navigates to `fallback` itself.
 */
export async function completeOnboardingStep(
  actor: OnboardingActor,
  event: StepDoneEvent,
  fallback: string,
  navigate: (to: string) => void,
) {
  const { state, step } = STATE_OF_EVENT[event.type];
  if (actor.getSnapshot().value === 'idle') {
    actor.send({ type: 'RESUME', role: 'merchant', isDemo: false, onboardingStep: step });
    await waitFor(actor, (snapshot) => !snapshot.matches('checkingSteps'));
  }
  if (actor.getSnapshot().matches(state)) actor.send(event);
  else navigate(fallback);
}

/**
 * For the app's wiring of step 3: `<SubscriptionPage onSubscribed={useSubscribedHandler()} />`
 * (the subscription feature may not reach into onboarding itself).
 */
export function useSubscribedHandler() {
  const actor = useOnboarding();
  const navigate = useNavigate();
  return () =>
    completeOnboardingStep(actor, { type: 'SUBSCRIBED' }, ONBOARDING_ROUTES.dashboard, navigate);
}
