import { createActor, fromPromise, waitFor } from 'xstate';
import { onboardingMachine, type LoginOutcome, type OnboardingEvent } from './onboardingMachine';
import { generatePaths, LEADING_FACTS, routeOfState, SIGNED_OUT } from './onboardingPaths';

// Every path xstate/graph generates through the onboarding machine (docs/product.md, "Merchant onboarding"), replayed on a live
// actor: the server's answers are played back by the invoked actors in the order the path has
// them, people's events are sent, and the pages the machine sends people to must be exactly the
// pages of the states the path settles in after each fact (a restored session moves nobody).
// `npm run test:paths` prints each path.

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
        fetchStep: fromPromise(() => next('fetchStep') as Promise<number | null>),
      },
      actions: { toast: (_, params) => void toasts.push(params.message) },
    }),
    { input: SIGNED_OUT },
  );
  // The app's navigator, in miniature: go where the machine says, then tell it so.
  actor.subscribe((snapshot) => {
    const { destination } = snapshot.context;
    if (!destination) return;
    navigations.push(destination);
    actor.send({ type: 'ARRIVED' });
  });
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
const paths = generatePaths().filter((path) => path.steps.length > 1 && !path.state.hasTag('busy'));

/** States that hand over at once (`always`): never a resting place, so never a path's step. */
const TRANSIENT = ['restoring', 'pendingVerification', 'stepStatusUnavailable'];

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
    let leading = false;
    for (let i = 1; i < path.steps.length; i += 1) {
      const step = path.steps[i]!;
      if (LEADING_FACTS.includes(step.event.type)) leading = true;
      if (step.event.type === 'SESSION_ENDED' || step.state.value === 'signedOut') leading = false;
      const route = routeOfState(String(step.state.value), step.state.context.role);
      if (route && leading) {
        expectedRoutes.push(route);
        leading = false;
      }
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
