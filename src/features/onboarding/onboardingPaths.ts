import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { paths } from '../../shared/paths';
import {
  onboardingMachine,
  type LoginOutcome,
  type OnboardingContext,
  type OnboardingEvent,
  type SessionFacts,
} from './onboardingMachine';

// The events QA's generated paths are made of: what people do, and what the server answers (the
// invoked actors' done and error events), each in every case the spec names.

// The invoked actors' done/error events are not in the machine's event union; paths carry them.
const done = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as unknown as OnboardingEvent;
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as OnboardingEvent;

const loggedIn = (outcome: LoginOutcome) => done('login', outcome);
const stepRead = (step: number | null) => done('fetchStep', step);

/** Where generated paths start: nobody signed in (a restored session is SESSION_STARTED). */
export const SIGNED_OUT: SessionFacts = { role: null, isDemo: false, step: 1 };

export const pathEvents: Record<string, OnboardingEvent[]> = {
  signedOut: [
    { type: 'LOGIN', email: 'amira@example.com', password: 'secret-1' },
    { type: 'LOGIN', email: 'pending@example.com', password: 'secret-1' },
    // A session the machine did not make starts with a sign-up: a new account, at step 1.
    { type: 'SESSION_STARTED', role: 'merchant', isDemo: false, step: 1 },
    { type: 'SESSION_STARTED', role: 'user', isDemo: false, step: 1 },
  ],
  loggingIn: [
    loggedIn({ pendingVerification: true, role: 'merchant' }),
    loggedIn({ pendingVerification: false, role: 'merchant' }),
    loggedIn({ pendingVerification: false, role: 'user' }),
    failed('login', { status: 401, message: 'Invalid email or password.' }),
    failed('login', { status: 'DEMO_MODE', message: 'Backend not available - Demo mode' }),
  ],
  startingDemo: [
    done('startDemoSession', { pendingVerification: true, role: 'merchant' }),
    done('startDemoSession', { pendingVerification: false, role: 'demo' }),
  ],
  checkingSteps: [
    stepRead(1),
    stepRead(2),
    stepRead(3),
    stepRead(4),
    stepRead(null),
    failed('fetchStep', { status: 500, message: 'Something went wrong on our side.' }),
  ],
  verifyEmail: [{ type: 'EMAIL_VERIFIED' }, { type: 'SESSION_ENDED' }],
  merchantRequest: [{ type: 'REQUEST_SUBMITTED' }, { type: 'SESSION_ENDED' }],
  subscription: [{ type: 'SUBSCRIBED' }, { type: 'SESSION_ENDED' }],
  onboarded: [{ type: 'SESSION_ENDED' }],
};

const traversal = {
  events: (snapshot: { value: unknown }) => pathEvents[String(snapshot.value)] ?? [],
  // A state is where the machine is and who it is onboarding; the rest of the context (the email,
  // a pending destination) would only multiply the same paths.
  serializeState: (snapshot: { value: unknown; context: OnboardingContext }) => {
    const { role, isDemo, step } = snapshot.context;
    return JSON.stringify([snapshot.value, role, isDemo, step]);
  },
};

/**
 * Every simple path (no state twice) and every shortest path of the machine. xstate/graph's
 * createTestModel refuses machines that invoke actors, so the paths come from its path generators.
 */
export function generatePaths() {
  const seen = new Set<string>();
  const options = { ...traversal, input: SIGNED_OUT };
  return [
    ...getShortestPaths(onboardingMachine, options),
    ...getSimplePaths(onboardingMachine, options),
  ].filter((path) => {
    const key = path.steps.map((step) => JSON.stringify(step.event)).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The route a state sends people to when they arrive by a fact, if it is a place with a page. */
export function routeOfState(state: string, role: OnboardingContext['role']): string | undefined {
  const routes: Record<string, string | undefined> = {
    verifyEmail: role === 'user' ? paths.customerVerifyEmail() : paths.verifyEmail(),
    merchantRequest: paths.merchantRequest(),
    subscription: paths.subscription(),
    onboarded: paths.dashboard(),
  };
  return routes[state];
}

/** The facts after which the machine leads the person to the next page it settles in. */
export const LEADING_FACTS = ['LOGIN', 'EMAIL_VERIFIED', 'REQUEST_SUBMITTED', 'SUBSCRIBED'];
