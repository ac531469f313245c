import { getShortestPaths } from '@xstate/graph';
import {
  onboardingMachine,
  type OnboardingContext,
  type OnboardingEvent,
} from '../../src/features/onboarding/onboardingMachine';
import { pathEvents, SIGNED_OUT } from '../../src/features/onboarding/onboardingPaths';

// The onboarding machine's shortest paths, to be replayed in Chromium (docs/qa.md). The events are
// those of `npm run test:paths` (`pathEvents`); what differs from the Jest run is what counts as a
// different place, and that the server's step answers are only those the real server gives.

/** An event of a path: a person's event or an invoked actor's answer (`xstate.done.actor.*`). */
export interface PathEvent {
  type: string;
  [field: string]: unknown;
}

interface Snapshot {
  value: unknown;
  context: OnboardingContext;
  hasTag: (tag: 'busy') => boolean;
}

export interface PathStep {
  event: PathEvent;
  /** The event's key in the browser steps' table (e2e/paths/steps.ts). */
  key: string;
  /** The machine state the event leads to: its key in the assertions' table (e2e/paths/states.ts). */
  state: string;
  /** A request is in flight there: the answer that follows is what gets asserted. */
  busy: boolean;
  context: OnboardingContext;
}

export interface MachinePath {
  title: string;
  /** The path's events in order, the machine's start (`xstate.init`) left out. */
  steps: PathStep[];
}

const ANSWER = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * The table key of an event: its type, and the part of its payload that changes what the browser
 * must do (who signs up, what the server answers). Written without regex characters, so that
 * `npx playwright test -g "<part of title>"` matches it as typed.
 */
export function eventKey(event: PathEvent): string {
  const answer = ANSWER.exec(event.type);
  if (answer) {
    const [, kind, actor] = answer;
    if (kind === 'error') {
      const error = event.error as { status?: unknown } | undefined;
      return `${actor} failed ${String(error?.status)}`;
    }
    const output = event.output;
    if (output !== null && typeof output === 'object') {
      const outcome = output as { pendingVerification?: boolean; role?: string };
      return `${actor} done ${outcome.pendingVerification ? 'pending' : String(outcome.role)}`;
    }
    return `${actor} done ${String(output)}`;
  }
  if (event.type === 'SESSION_STARTED') return `SESSION_STARTED ${String(event.role)}`;
  return event.type;
}

/** What a missing browser step is called in the loud failure: the raw event, as the machine has it. */
export function describeEvent(event: PathEvent): string {
  const { type, ...payload } = event;
  const parts = Object.entries(payload).map(
    ([field, value]) => `${field} ${JSON.stringify(value)}`,
  );
  return `"${type}"${parts.length ? ` with ${parts.join(', ')}` : ''}`;
}

/**
 * The answers the real server can give where the step status is read (`checkingSteps`). The
 * abstract model answers any step at any time; the product cannot: in demo mode the step status
 * is the mock with step 1 current (docs/product.md, "Merchant onboarding"), and a session the
 * machine did not make is a sign-up, whose account is at the step it started with. After a sign-in
 * or a fact every answer stays possible (the account is prepared at that step). Every other
 * state's events are offered as `pathEvents` lists them, so a new event there reaches the browser
 * run (and fails loudly until it has a step).
 */
function answersOf(snapshot: Snapshot): PathEvent[] {
  const state = String(snapshot.value);
  const events = (pathEvents[state] ?? []) as unknown as PathEvent[];
  if (state !== 'checkingSteps') return events;
  const { isDemo, leading, step } = snapshot.context;
  return events.filter((event) => {
    if (event.type !== 'xstate.done.actor.fetchStep') return leading && !isDemo;
    if (isDemo) return event.output === 1;
    return leading || event.output === step;
  });
}

/**
 * A place, for the shortest paths, is what a person could tell apart: the machine's state, who is
 * signed in (role, demo), whether the step being read will move them, and for signed out, what
 * signed them out (a failed login and an ended session are not the start). Step numbers are left
 * out: the state already says which step's page it is.
 */
function placeOf(snapshot: Snapshot, event: PathEvent | undefined): string {
  const state = String(snapshot.value);
  const { role, isDemo, leading } = snapshot.context;
  return JSON.stringify([
    state,
    role,
    isDemo,
    state === 'checkingSteps' ? leading : null,
    state === 'signedOut' ? (event?.type ?? null) : null,
  ]);
}

/**
 * The shortest path to every place, as browser tests: paths that stop with a request in flight are
 * prefixes of longer ones that end on its answer, and the start alone is asserted by all of them.
 */
export function machinePaths(): MachinePath[] {
  // @xstate/graph types its options by the machine's event union, which the invoked actors'
  // answers are not part of; the functions here take the wider `PathEvent`.
  const options = {
    input: SIGNED_OUT,
    events: (snapshot: Snapshot) => answersOf(snapshot) as unknown as OnboardingEvent[],
    serializeState: (snapshot: Snapshot, event: OnboardingEvent | undefined) =>
      placeOf(snapshot, event as PathEvent | undefined),
  };
  return getShortestPaths(onboardingMachine, options)
    .filter((path) => path.steps.length > 1 && !path.state.hasTag('busy'))
    .map((path) => {
      const steps = path.steps.slice(1).map(({ event, state }) => ({
        event: event as PathEvent,
        key: eventKey(event as PathEvent),
        state: String(state.value),
        busy: state.hasTag('busy'),
        context: state.context,
      }));
      const title = `${steps.map((step) => step.key).join(' → ')} ⇒ ${path.state.value as string}`;
      return { title, steps };
    });
}
