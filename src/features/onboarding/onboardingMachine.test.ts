import { createActor, fromPromise, waitFor } from 'xstate';
import type { StepStatus } from '../session/sessionTypes';
import { DEMO_STEP_STATUS, demoSession } from './demoSession';
import { onboardingMachine, type LoginOutcome } from './onboardingMachine';

// docs/product.md, "Login outcome", "Demo mode", case by case, with the toasts people see.

const steps = (done: number): StepStatus => {
  const d = DEMO_STEP_STATUS.step_details;
  return {
    ...DEMO_STEP_STATUS,
    step_details: {
      step_1: { ...d.step_1, completed: done >= 1 },
      step_2: { ...d.step_2, completed: done >= 2 },
      step_3: { ...d.step_3, completed: done >= 3 },
    },
  };
};

interface Script {
  login: () => Promise<LoginOutcome>;
  stepStatus?: () => Promise<StepStatus | null>;
}

async function signIn(script: Script, email = 'amira@example.com', returnTo?: string) {
  const navigations: string[] = [];
  const toasts: string[] = [];
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        login: fromPromise(script.login),
        startDemoSession: fromPromise(async ({ input }) => {
          const demo = demoSession(input.email);
          return { pendingVerification: demo.pending, role: demo.user.role_id, onboardingStep: 1 };
        }),
        fetchStepStatus: fromPromise(
          script.stepStatus ?? (() => Promise.reject(new Error('no step status'))),
        ),
      },
      actions: { toast: (_, params) => void toasts.push(params.message), endSession: () => {} },
    }),
  );
  actor.on('navigate', (event) => navigations.push(event.to));
  actor.start();
  actor.send({ type: 'LOGIN', email, password: 'secret-1', returnTo });
  await waitFor(actor, (s) => !['loggingIn', 'demo', 'checkingSteps'].includes(String(s.value)));
  return { actor, navigations, toasts };
}

const merchant = (onboardingStep = 1): LoginOutcome => ({
  pendingVerification: false,
  role: 'merchant',
  onboardingStep,
});

describe('the onboarding machine', () => {
  it('sends an unverified merchant to verify their email, with a toast', async () => {
    const { navigations, toasts } = await signIn({
      login: async () => ({ ...merchant(), pendingVerification: true }),
    });
    expect(toasts).toEqual(['Please verify your email to continue']);
    expect(navigations).toEqual(['/merchant/verify-email']);
  });

  it.each([
    [0, '/merchant/verify-email'],
    [1, '/merchant/request'],
    [2, '/merchant/subscription'],
    [3, '/dashboard'],
  ])('after "Login successful!", %i completed steps lead to %s', async (done, route) => {
    const { navigations, toasts } = await signIn({
      login: async () => merchant(),
      stepStatus: async () => steps(done),
    });
    expect(toasts).toEqual(['Login successful!']);
    expect(navigations).toEqual([route]);
  });

  it.each([
    [1, '/merchant/request'],
    [3, '/dashboard'],
  ])('without a step status, onboarding step %i leads to %s', async (step, route) => {
    const { navigations } = await signIn({ login: async () => merchant(step) });
    expect(navigations).toEqual([route]);
  });

  it('treats an empty step status like a failed fetch', async () => {
    const { navigations } = await signIn({
      login: async () => merchant(1),
      stepStatus: async () => null,
    });
    expect(navigations).toEqual(['/merchant/request']);
  });

  it('says "Login failed. Please check your credentials." and stays put on a wrong password', async () => {
    const { actor, navigations, toasts } = await signIn({
      login: () => Promise.reject({ status: 401, message: 'Invalid email or password.' }),
    });
    expect(toasts).toEqual(['Login failed. Please check your credentials.']);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  const unreachable = () =>
    Promise.reject({ status: 'DEMO_MODE', message: 'Backend not available - Demo mode' });

  it('in demo mode, an email with "pending" takes the pending-verification path', async () => {
    const { navigations, toasts } = await signIn(
      { login: unreachable },
      'pending.owner@example.com',
    );
    expect(toasts).toEqual(['Please verify your email to continue']);
    expect(navigations).toEqual(['/merchant/verify-email']);
  });

  it('in demo mode, any other email becomes a demo user on the dashboard, without a toast', async () => {
    const { actor, navigations, toasts } = await signIn(
      { login: unreachable },
      'visitor@example.com',
    );
    expect(toasts).toEqual([]);
    expect(navigations).toEqual(['/dashboard']);
    expect(actor.getSnapshot().context.isDemo).toBe(true);
  });

  it('sends customers to the dashboard, never into merchant onboarding', async () => {
    const { navigations } = await signIn({
      login: async () => ({ pendingVerification: false, role: 'user', onboardingStep: 1 }),
      stepStatus: async () => steps(0),
    });
    expect(navigations).toEqual(['/dashboard']);
  });

  it('sends an administrator straight where they were going, even when the step status is refused', async () => {
    const { navigations } = await signIn(
      {
        login: async () => ({ pendingVerification: false, role: 'admin', onboardingStep: 1 }),
        stepStatus: () => Promise.reject({ status: 403, message: 'Forbidden' }),
      },
      'admin@example.com',
      '/admin/merchant-requests',
    );
    expect(navigations).toEqual(['/admin/merchant-requests']);
  });

  it('lands where a signed-out visitor was going once onboarding is done', async () => {
    const { navigations } = await signIn(
      { login: async () => merchant(4), stepStatus: async () => steps(3) },
      'amira@example.com',
      '/profile',
    );
    expect(navigations).toEqual(['/profile']);
  });

  it('walks the rest of onboarding on the pages’ events, re-reading the status each time', async () => {
    let completed = 1;
    const { actor, navigations } = await signIn({
      login: async () => merchant(2),
      stepStatus: async () => steps(completed),
    });
    completed = 2;
    actor.send({ type: 'REQUEST_SUBMITTED' });
    await waitFor(actor, (s) => s.value === 'subscription');
    completed = 3;
    actor.send({ type: 'SUBSCRIBED' });
    await waitFor(actor, (s) => s.value === 'dashboard');
    expect(navigations).toEqual(['/merchant/request', '/merchant/subscription', '/dashboard']);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
