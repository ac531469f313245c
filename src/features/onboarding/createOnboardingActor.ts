import { createActor, fromPromise } from 'xstate';
import { authApi } from '../../api/auth';
import { onboardingApi } from '../../api/onboarding';
import { toTokenPair } from '../../api/tokens';
import type { AppStore } from '../../app/store';
import { notify } from '../../lib/toast';
import { loggedOut, signedIn, stepStatusReceived } from '../session/sessionSlice';
import type { StepStatus } from '../session/sessionTypes';
import { isStepStatusFresh } from '../session/stepDerivation';
import { DEMO_STEP_STATUS, demoSession } from './demoSession';
import { onboardingMachine } from './onboardingMachine';

/**
 * The onboarding machine bound to one store: its actors call RTK Query through the store (one
 * cache), write the session, and toast through lib/toast.
 */
export function createOnboardingActor(store: AppStore) {
  const machine = onboardingMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const answer = await store.dispatch(authApi.endpoints.login.initiate(input)).unwrap();
        const { user, merchant, tokens } = answer.data;
        store.dispatch(signedIn({ user, merchant, tokens: toTokenPair(tokens) }));
        return {
          pendingVerification: answer.pending_verification,
          role: user.role_id,
          onboardingStep: store.getState().session.onboardingStep,
        };
      }),
      startDemoSession: fromPromise(async ({ input }) => {
        const demo = demoSession(input.email);
        store.dispatch(signedIn({ ...demo, isDemo: true }));
        return { pendingVerification: demo.pending, role: demo.user.role_id, onboardingStep: 1 };
      }),
      fetchStepStatus: fromPromise(async ({ input }): Promise<StepStatus | null> => {
        // Only merchants have onboarding steps (docs/api.md: the route answers 403 to anyone
        // else, which would toast "Your account cannot do this." after a customer's login).
        if (input.role !== null && input.role !== 'merchant') return null;
        const { session } = store.getState();
        if (
          input.useCache &&
          session.stepStatus &&
          isStepStatusFresh(session.stepStatusLastFetched)
        ) {
          return session.stepStatus;
        }
        const status = input.isDemo
          ? DEMO_STEP_STATUS
          : await store
              .dispatch(
                onboardingApi.endpoints.getStepStatus.initiate(undefined, {
                  subscribe: false,
                  forceRefetch: true,
                }),
              )
              .unwrap();
        if (status) store.dispatch(stepStatusReceived({ stepStatus: status, at: Date.now() }));
        return status ?? null;
      }),
    },
    actions: {
      toast: (_, params) => void notify(params.message, params.variant),
      endSession: () => {
        store.dispatch(loggedOut());
      },
    },
  });
  return createActor(machine).start();
}

export type OnboardingActor = ReturnType<typeof createOnboardingActor>;
