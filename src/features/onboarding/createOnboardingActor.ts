import { createActor, fromPromise } from 'xstate';
import { authApi } from '../../api/auth';
import { onboardingApi } from '../../api/onboarding';
import { toTokenPair } from '../../api/client/tokens';
import type { AppStore } from '../../shared/store';
import { notify } from '../../lib/toast';
import { signedIn, stepStatusReceived, type SessionState } from '../../session/sessionSlice';
import { isStepStatusFresh } from '../../session/stepDerivation';
import { DEMO_STEP_STATUS, demoSession } from './demoSession';
import { onboardingMachine, type SessionFacts } from './onboardingMachine';

/** What the machine needs to know of a session. */
export const sessionFactsOf = (session: SessionState): SessionFacts => ({
  role: session.user?.role_id ?? null,
  isDemo: session.isDemo,
  step: session.onboardingStep,
});

/**
 * The onboarding machine bound to one store, started from the store's session: its actors call
 * RTK Query through the store (one cache), write the session, and toast through lib/toast. It
 * follows the session when another part of the app starts or ends it (registration, logout,
 * session expiry, another tab).
 */
export function createOnboardingActor(store: AppStore) {
  const machine = onboardingMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const answer = await store.dispatch(authApi.endpoints.login.initiate(input)).unwrap();
        const { user, merchant, tokens } = answer.data;
        store.dispatch(signedIn({ user, merchant, tokens: toTokenPair(tokens) }));
        return { pendingVerification: answer.pending_verification, role: user.role_id };
      }),
      startDemoSession: fromPromise(async ({ input }) => {
        const demo = demoSession(input.email);
        store.dispatch(signedIn({ ...demo, isDemo: true }));
        return { pendingVerification: demo.pending, role: demo.user.role_id };
      }),
      fetchStep: fromPromise(async ({ input }): Promise<number | null> => {
        const { session } = store.getState();
        if (
          input.useCache &&
          session.stepStatus &&
          isStepStatusFresh(session.stepStatusLastFetched)
        )
          return session.onboardingStep;
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
        if (!status) return null;
        // The session slice derives the step from the status: the one place it is computed.
        store.dispatch(stepStatusReceived({ stepStatus: status, at: Date.now() }));
        return store.getState().session.onboardingStep;
      }),
    },
    actions: {
      toast: (_, params) => void notify(params.message, params.variant),
    },
  });
  const actor = createActor(machine, { input: sessionFactsOf(store.getState().session) });

  // Follow sign-ins and sign-outs the machine did not make itself.
  let signedInBefore = store.getState().session.user !== null;
  store.subscribe(() => {
    const session = store.getState().session;
    const signedInNow = session.user !== null;
    if (signedInNow === signedInBefore) return;
    signedInBefore = signedInNow;
    actor.send(
      signedInNow
        ? { type: 'SESSION_STARTED', ...sessionFactsOf(session) }
        : { type: 'SESSION_ENDED' },
    );
  });
  return actor.start();
}

export type OnboardingActor = ReturnType<typeof createOnboardingActor>;
