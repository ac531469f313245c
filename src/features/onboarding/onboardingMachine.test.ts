import { createActor, fromPromise, waitFor } from 'xstate';
import type { StepStatus } from '../../session/sessionTypes';
import { DEMO_STEP_STATUS, demoSession } from './demoSession';
import { deriveOnboardingStep } from '../../session/stepDerivation';
import { onboardingMachine, type LoginOutcome, type SessionFacts } from './onboardingMachine';

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
  /** The session's step before signing in (what a failed step fetch falls back on). */
  step?: number;
}

/** The machine with the server played by `script`; `navigations` are the pages it sends people to. */
function startMachine(script: Script, session: Partial<SessionFacts> = {}) {
  const navigations: string[] = [];
  const toasts: string[] = [];
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        login: fromPromise(script.login),
        startDemoSession: fromPromise(async ({ input }) => {
          const demo = demoSession(input.email);
          return { pendingVerification: demo.pending, role: demo.user.role_id };
        }),
        // As the app does: the session slice derives the step from the status.
        fetchStep: fromPromise(async () => {
          if (!script.stepStatus) throw new Error('no step status');
          const status = await script.stepStatus();
          return status && deriveOnboardingStep(status);
        }),
      },
      actions: { toast: (_, params) => void toasts.push(params.message) },
    }),
    { input: { role: null, isDemo: false, step: script.step ?? 1, ...session } },
  );
  actor.subscribe((snapshot) => {
    if (!snapshot.context.destination) return;
    navigations.push(snapshot.context.destination);
    actor.send({ type: 'ARRIVED' });
  });
  actor.start();
  return { actor, navigations, toasts };
}

const settled = (actor: ReturnType<typeof startMachine>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'));

async function signIn(script: Script, email = 'amira@example.com', returnTo?: string) {
  const machine = startMachine(script);
  machine.actor.send({ type: 'LOGIN', email, password: 'secret-1', returnTo });
  await settled(machine.actor);
  return machine;
}

const merchant = (): LoginOutcome => ({ pendingVerification: false, role: 'merchant' });

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
    const { navigations } = await signIn({ login: async () => merchant(), step });
    expect(navigations).toEqual([route]);
  });

  it('treats an empty step status like a failed fetch', async () => {
    const { navigations } = await signIn({
      login: async () => merchant(),
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
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.role).toBeNull();
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

  it('sends an unverified customer to a customer’s code page, not the merchant’s step 1', async () => {
    const { navigations, toasts } = await signIn({
      login: async () => ({ pendingVerification: true, role: 'user' }),
    });
    expect(toasts).toEqual(['Please verify your email to continue']);
    expect(navigations).toEqual(['/verify-email']);
  });

  it('sends customers to the dashboard, never into merchant onboarding', async () => {
    const { navigations } = await signIn({
      login: async () => ({ pendingVerification: false, role: 'user' }),
      stepStatus: async () => steps(0),
    });
    expect(navigations).toEqual(['/dashboard']);
  });

  it('sends an administrator straight where they were going, even when the step status is refused', async () => {
    const { navigations } = await signIn(
      {
        login: async () => ({ pendingVerification: false, role: 'admin' }),
        stepStatus: () => Promise.reject({ status: 403, message: 'Forbidden' }),
      },
      'admin@example.com',
      '/admin/merchant-requests',
    );
    expect(navigations).toEqual(['/admin/merchant-requests']);
  });

  it('lands where a signed-out visitor was going once onboarding is done', async () => {
    const { navigations } = await signIn(
      { login: async () => merchant(), stepStatus: async () => steps(3) },
      'amira@example.com',
      '/profile',
    );
    expect(navigations).toEqual(['/profile']);
  });

  it('walks the rest of onboarding on the pages’ events, re-reading the status each time', async () => {
    let completed = 1;
    const { actor, navigations } = await signIn({
      login: async () => merchant(),
      stepStatus: async () => steps(completed),
    });
    completed = 2;
    actor.send({ type: 'REQUEST_SUBMITTED' });
    await settled(actor);
    completed = 3;
    actor.send({ type: 'SUBSCRIBED' });
    await settled(actor);
    expect(navigations).toEqual(['/merchant/request', '/merchant/subscription', '/dashboard']);
    actor.send({ type: 'SESSION_ENDED' });
    expect(actor.getSnapshot().context.role).toBeNull();
  });

  it('starts from a restored session where the merchant stands, without moving them', async () => {
    const { actor, navigations } = startMachine(
      { login: () => Promise.reject(new Error('no login')), stepStatus: async () => steps(1) },
      { role: 'merchant', step: 2 },
    );
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(navigations).toEqual([]);
  });

  it('hears a fact in any state: a restored, paid merchant whose request was refused resubmits and lands on the dashboard', async () => {
    // Refused: step 2 is open again; the plan is still paid (step 3 done).
    const refused = {
      ...steps(3),
      step_details: {
        ...steps(3).step_details,
        step_2: { ...steps(3).step_details.step_2, completed: false },
      },
    };
    let status = refused;
    const { actor, navigations } = startMachine(
      { login: () => Promise.reject(new Error('no login')), stepStatus: async () => status },
      { role: 'merchant', step: 4 },
    );
    await settled(actor);
    status = steps(3);
    actor.send({ type: 'REQUEST_SUBMITTED' });
    await settled(actor);
    expect(navigations).toEqual(['/dashboard']);
  });

  it('follows a session another part of the app started, without moving anyone', async () => {
    const { actor, navigations } = startMachine({
      login: () => Promise.reject(new Error('no login')),
      stepStatus: async () => steps(0),
    });
    actor.send({ type: 'SESSION_STARTED', role: 'merchant', isDemo: false, step: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(navigations).toEqual([]);
    actor.send({ type: 'EMAIL_VERIFIED' });
    await settled(actor);
    expect(navigations).toEqual(['/merchant/verify-email']);
  });
});
