import type { Page } from '@playwright/test';
import { describeEvent, type MachinePath, type PathStep } from './machinePaths';
import { recordToasts } from './toasts';
import { IN_FLIGHT, stateAssertions, type StateAssertion } from './states';
import { browserSteps, type BrowserStep } from './steps';
import type { World } from './world';

/** The browser step of a path's event, or a loud failure naming what to add where. */
export function browserStepOf(step: PathStep): BrowserStep {
  const found = browserSteps[step.key];
  if (!found) {
    throw new Error(
      `No browser step for event ${describeEvent(step.event)} (key "${step.key}") — add it to e2e/paths/steps.ts`,
    );
  }
  return found;
}

/** The assertion of a state, or a loud failure naming what to add where. */
export function stateAssertionOf(state: string): StateAssertion | typeof IN_FLIGHT {
  const found = stateAssertions[state];
  if (!found) {
    throw new Error(
      `No assertion for state "${state}" — add what a person sees there to e2e/paths/states.ts`,
    );
  }
  return found;
}

const isAnswer = (step: PathStep) => step.event.type.startsWith('xstate.');

/**
 * Replays one path: before each person's event, the answers that follow it are arranged; then the
 * person acts, and every state the path rests in is asserted as a person sees it.
 */
export async function replayPath(page: Page, world: World, path: MachinePath) {
  // Every step and assertion is looked up first, so a gap fails before anything runs.
  const plan = path.steps.map((step) => ({
    step,
    browser: browserStepOf(step),
    assertion: stateAssertionOf(step.state),
  }));
  await recordToasts(page);
  await page.goto('/');
  const start = stateAssertionOf('signedOut');
  if (start !== IN_FLIGHT) await start(page, world, path.steps[0]!);

  for (const [index, { step, browser, assertion }] of plan.entries()) {
    if (!isAnswer(step)) {
      await browser.arrange?.(page, world);
      world.arrangingFor = step.key;
      for (const answer of plan.slice(index + 1)) {
        if (!isAnswer(answer.step)) break;
        await answer.browser.arrange?.(page, world);
      }
      world.arrangingFor = null;
    }
    await browser.act?.(page, world);
    world.lastEvent = step.key;
    if (!step.busy && assertion !== IN_FLIGHT) await assertion(page, world, step);
  }
}
