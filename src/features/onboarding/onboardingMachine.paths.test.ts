import { createActor, fromPromise, waitFor } from 'xstate';
import type { StepStatus } from '../session/sessionTypes';
import { onboardingMachine, type LoginOutcome, type OnboardingEvent } from './onboardingMachine';
import { generatePaths, routeOfState } from './onboardingPaths';

// Every path xstate/graph generates through the onboarding machine (docs/product.md, "Merchant onboarding"), replayed on a live
// actor: the server's answers are played back by the invoked actors in the order the path has
// them, people's events are sent, and the routes the machine navigates to must be exactly the
// routes of the states the path visits. `npm run test:paths` prints each path.

const BUSY = ['loggingIn', 'demo', 'checkingSteps'];

type Answer = { type: string; output?: unknown; error?: unknown };

function replay(events: Answer[]) {
  const answers = events.filter((e) => e.type.startsWith('xstate.'));
  const next = (actor: string) => {
    const index = answers.findIndex((a) => a.type.endsWith(`.actor.${actor}`));
    const [answer] = answers.splice(index, 1);
    if (!answer) throw new Error(`the path has no answer for ${actor}`);
    return answer.type.startsWith('xstate.done')
      ? Promise.resolve(answer.output)
      : Promise.reject(answer.error);
  };
  const navigations: string[] = [];
  const toasts: string[] = [];
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        login: fromPromise(() => next('login') as Promise<LoginOutcome>),
        startDemoSession: fromPromise(() => next('startDemoSession') as Promise<LoginOutcome>),
        fetchStepStatus: fromPromise(() => next('fetchStepStatus') as Promise<StepStatus | null>),
      },
      actions: { toast: (_, params) => void toasts.push(params.message), endSession: () => {} },
    }),
  );
  actor.on('navigate', (event) => navigations.push(event.to));
  actor.start();
  return { actor, navigations, toasts };
}

const describePath = (path: ReturnType<typeof generatePaths>[number]) =>
  path.steps
    .map((step) => {
      const event = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
      return `${event} → ${String(step.state.value)}`;
    })
    .join(', ');

// Paths that stop while a request is in flight have no answer to end on; they are prefixes of
// longer paths that do.
const paths = generatePaths().filter(
  (path) => path.steps.length > 1 && !BUSY.includes(String(path.state.value)),
);

/** States that hand over at once (`always`): never a resting place, so never a path's step. */
const TRANSIENT = ['pendingVerification', 'stepStatusUnavailable'];

describe('onboarding machine: every generated path', () => {
  it('generates paths that reach every resting state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    const resting = Object.keys(onboardingMachine.config.states ?? {}).filter(
      (state) => !TRANSIENT.includes(state),
    );
    expect([...reached].sort()).toEqual(resting.sort());
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const { actor, navigations } = replay(path.steps.map((step) => step.event as Answer));
    const expectedRoutes: string[] = [];
    for (let i = 1; i < path.steps.length; i += 1) {
      const step = path.steps[i]!;
      const route = routeOfState[String(step.state.value)];
      if (route) expectedRoutes.push(route);
      if (step.event.type.startsWith('xstate.')) continue; // the invoked actor answers by itself
      const before = String(path.steps[i - 1]!.state.value);
      await waitFor(actor, (snapshot) => snapshot.value === before, { timeout: 1000 });
      actor.send(step.event as OnboardingEvent);
    }
    await waitFor(actor, (snapshot) => snapshot.value === path.state.value, {
      timeout: 1000,
    });
    expect(navigations).toEqual(expectedRoutes);
    actor.stop();
  });
});
