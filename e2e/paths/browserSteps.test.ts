import { onboardingMachine } from '../../src/features/onboarding/onboardingMachine';
import { machinePaths } from './machinePaths';
import { browserStepOf, stateAssertionOf } from './replay';

// The browser run's tables, checked without a browser (docs/qa.md): every event of the machine's
// shortest paths has a browser step, and every state an assertion, so a new event or state of the
// machine fails `npm test` until someone says how a person makes it happen and what they see.

const paths = machinePaths();

describe('the onboarding paths replayed in the browser', () => {
  it('are generated', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths.map((path) => path.title)).size).toBe(paths.length);
  });

  const events = new Map(paths.flatMap((path) => path.steps).map((step) => [step.key, step]));

  it.each([...events])('has a browser step for %s', (_key, step) => {
    expect(() => browserStepOf(step)).not.toThrow();
  });

  // Every state of the machine, reached by a shortest path or not; states that hand over at once
  // (`always`) are never where the machine rests, so nobody sees them.
  const states = Object.entries(onboardingMachine.config.states ?? {})
    .filter(([, config]) => !config.always)
    .map(([name]) => name);

  it.each(states)('has an assertion for the state %s', (state) => {
    expect(() => stateAssertionOf(state)).not.toThrow();
  });
});
