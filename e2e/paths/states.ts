import { expect, type Page } from '@playwright/test';
import { LOGIN_MESSAGES } from '../../src/features/onboarding/onboardingMachine';
import type { PathStep } from './machinePaths';
import { expectToastSeen } from './toasts';
import type { World } from './world';

// What a person sees in each state of the onboarding machine (docs/qa.md, "Adding a state's
// assertion"). Keys are the machine's state names; the pages are those of docs/onboarding-machine.md.

export type StateAssertion = (page: Page, world: World, step: PathStep) => Promise<void>;

/**
 * A state with a request in flight (tag `busy`): no path ends there, and what a person sees next
 * is the answer's state, asserted after it.
 */
export const IN_FLIGHT = 'in flight: the answer that follows is asserted';

/** docs/product.md, "Errors and messages": the toast when a refresh fails. */
const SESSION_EXPIRED = 'Session expired. Please login again.';
/** docs/product.md, "Demo mode": what the dashboard says without a server. */
const DEMO_MODE = 'Backend not available - Demo mode';

async function seesHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
}

export const stateAssertions: Record<string, StateAssertion | typeof IN_FLIGHT> = {
  signedOut: async (page, world) => {
    if (world.lastEvent === 'SESSION_ENDED') {
      await expectToastSeen(page, SESSION_EXPIRED);
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
      return;
    }
    if (world.lastEvent?.startsWith('login failed')) {
      // docs/product.md, "Login outcome": the dialog stays open and says so.
      await expectToastSeen(page, LOGIN_MESSAGES.failed);
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
      return;
    }
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
  loggingIn: IN_FLIGHT,
  startingDemo: IN_FLIGHT,
  checkingSteps: IN_FLIGHT,
  verifyEmail: async (page, world) => {
    // docs/product.md, "Login outcome".
    if (world.lastEvent?.endsWith('done pending')) {
      await expectToastSeen(page, LOGIN_MESSAGES.pending);
    }
    await expect(page).toHaveURL(/\/merchant\/verify-email$/, { timeout: 15_000 });
    await seesHeading(page, 'Email Verification');
  },
  merchantRequest: async (page) => {
    await expect(page).toHaveURL(/\/merchant\/request$/, { timeout: 15_000 });
    await seesHeading(page, 'Merchant Request');
  },
  subscription: async (page) => {
    await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
    await seesHeading(page, 'Subscription & Payment');
  },
  onboarded: async (page, world, step) => {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible({
      timeout: 15_000,
    });
    if (world.lastEvent?.startsWith('SESSION_STARTED')) {
      // A session the machine did not make moves nobody (docs/state-ownership.md): the person
      // stays where the sign-up sent them, the email code (a customer's at /verify-email).
      await expect(page).toHaveURL(/\/(merchant\/)?verify-email$/);
      await seesHeading(page, 'Email Verification');
      return;
    }
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await seesHeading(page, 'Dashboard');
    if (step.context.isDemo) {
      await expect(page.getByRole('status').filter({ hasText: DEMO_MODE })).toBeVisible();
    }
  },
};
