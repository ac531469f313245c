import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { StepStatus } from '../session/sessionTypes';
import { DEMO_STEP_STATUS } from './demoSession';
import {
  ONBOARDING_ROUTES,
  onboardingMachine,
  type LoginOutcome,
  type OnboardingEvent,
} from './onboardingMachine';

// The events QA's generated paths are made of: what people do, and what the server answers (the
// invoked actors' done and error events), each in every case the spec names.

// The invoked actors' done/error events are not in the machine's event union; paths carry them.
const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as OnboardingEvent;
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as OnboardingEvent;

const withSteps = (completed: [boolean, boolean, boolean]): StepStatus => {
  const d = DEMO_STEP_STATUS.step_details;
  return {
    ...DEMO_STEP_STATUS,
    step_details: {
      step_1: { ...d.step_1, completed: completed[0] },
      step_2: { ...d.step_2, completed: completed[1] },
      step_3: { ...d.step_3, completed: completed[2] },
    },
  };
};

const loggedIn = (outcome: LoginOutcome) => done('login', outcome);

export const pathEvents: Record<string, OnboardingEvent[]> = {
  idle: [
    { type: 'LOGIN', email: 'amira@example.com', password: 'secret-1' },
    { type: 'LOGIN', email: 'pending@example.com', password: 'secret-1' },
    { type: 'RESUME', role: 'merchant', isDemo: false, onboardingStep: 2 },
  ],
  loggingIn: [
    loggedIn({ pendingVerification: true, role: 'merchant', onboardingStep: 1 }),
    loggedIn({ pendingVerification: false, role: 'merchant', onboardingStep: 1 }),
    loggedIn({ pendingVerification: false, role: 'merchant', onboardingStep: 3 }),
    loggedIn({ pendingVerification: false, role: 'user', onboardingStep: 1 }),
    failed('login', { status: 401, message: 'Invalid email or password.' }),
    failed('login', { status: 'DEMO_MODE', message: 'Backend not available - Demo mode' }),
  ],
  demo: [
    done('startDemoSession', { pendingVerification: true, role: 'merchant', onboardingStep: 1 }),
    done('startDemoSession', { pendingVerification: false, role: 'demo', onboardingStep: 1 }),
  ],
  checkingSteps: [
    done('fetchStepStatus', withSteps([false, false, false])),
    done('fetchStepStatus', withSteps([true, false, false])),
    done('fetchStepStatus', withSteps([true, true, false])),
    done('fetchStepStatus', withSteps([true, true, true])),
    done('fetchStepStatus', null),
    failed('fetchStepStatus', { status: 500, message: 'Something went wrong on our side.' }),
  ],
  verifyEmail: [{ type: 'EMAIL_VERIFIED' }, { type: 'LOGOUT' }],
  merchantRequest: [{ type: 'REQUEST_SUBMITTED' }, { type: 'LOGOUT' }],
  subscription: [{ type: 'SUBSCRIBED' }, { type: 'LOGOUT' }],
  dashboard: [{ type: 'LOGOUT' }],
};

const traversal = {
  events: (snapshot: { value: unknown }) => pathEvents[String(snapshot.value)] ?? [],
};

/**
 * Every simple path (no state twice) and every shortest path of the machine. xstate/graph's
 * createTestModel refuses machines that invoke actors, so the paths come from its path generators.
 */
export function generatePaths() {
  const seen = new Set<string>();
  return [
    ...getShortestPaths(onboardingMachine, traversal),
    ...getSimplePaths(onboardingMachine, traversal),
  ].filter((path) => {
    const key = path.steps.map((step) => JSON.stringify(step.event)).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The route a state shows, if it is a place the merchant is sent to. */
export const routeOfState: Record<string, string | undefined> = ONBOARDING_ROUTES;
