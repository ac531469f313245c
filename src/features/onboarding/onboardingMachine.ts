import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../api/client/apiError';
import type { RoleId } from '../../session/sessionTypes';
import { paths } from '../../shared/paths';

export const LOGIN_MESSAGES = {
  pending: 'Please verify your email to continue',
  success: 'Login successful!',
  failed: 'Login failed. Please check your credentials.',
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** What the login actor reports: the server's answer, already stored in the session. */
export interface LoginOutcome {
  pendingVerification: boolean;
  role: RoleId;
}

/**
 * The session the machine starts from (the restored one at boot) or follows (a sign-in it did not
 * make, such as a registration or another tab's).
 */
export interface SessionFacts {
  role: RoleId | null;
  isDemo: boolean;
  /** The session's onboarding step (derived once, in the session slice, from the step status). */
  step: number;
}

export interface OnboardingContext extends SessionFacts {
  email: string;
  /** A resumed session may use the step status cached in the session (5 minutes, docs/product.md, "Merchant onboarding"). */
  useCachedSteps: boolean;
  /** The private page a signed-out visitor was opening: finished merchants and customers land there. */
  returnTo: string | null;
  /**
   * A person just did something (signed in, verified, submitted, paid): the next place the
   * machine settles in is where they go. A restored session settles without moving anyone.
   */
  leading: boolean;
  /** Where the app should go now; the navigator goes there and answers ARRIVED. */
  destination: string | null;
}

/**
 * The facts pages report, accepted in any state: the machine decides what follows. Pages never
 * name its states; they read its `busy` tag and its context (docs/state-ownership.md).
 */
export type OnboardingFact =
  | { type: 'LOGIN'; email: string; password: string; returnTo?: string }
  | { type: 'EMAIL_VERIFIED' }
  | { type: 'REQUEST_SUBMITTED' }
  | { type: 'SUBSCRIBED' };

/** What the app's wiring reports: the session changed without the machine, or a navigation is done. */
export type OnboardingSignal =
  ({ type: 'SESSION_STARTED' } & SessionFacts) | { type: 'SESSION_ENDED' } | { type: 'ARRIVED' };

export type OnboardingEvent = OnboardingFact | OnboardingSignal;

// Guards run on the invoked actors' done/error events, which the setup-level event type does not
// list; these read their payloads.
const outputOf = <T>(event: unknown) => (event as { output?: T }).output;
const errorOf = (event: unknown) => (event as { error?: ApiError }).error;
const stepIs =
  (step: number) =>
  ({ event }: { event: unknown }) =>
    outputOf<number | null>(event) === step;

/**
 * docs/product.md, "Merchant onboarding": login, pending verification, verify email, merchant
 * request, subscription, dashboard and the demo branch. The machine is the one owner of where a
 * merchant is in onboarding: it starts from the restored session, pages report facts, route guards
 * read its context, and it names the page to go to after a fact (`destination`). Its network work
 * is done by actors that call RTK Query, provided by `createOnboardingActor`; these defaults fail
 * so a missing provider is loud.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as SessionFacts,
    tags: 'busy',
  },
  actors: {
    login: fromPromise<LoginOutcome, Credentials>(() =>
      Promise.reject(new Error('login not provided')),
    ),
    startDemoSession: fromPromise<LoginOutcome, { email: string }>(() =>
      Promise.reject(new Error('startDemoSession not provided')),
    ),
    /** The merchant's step after reading the step status (cached or fetched); null without one. */
    fetchStep: fromPromise<number | null, { isDemo: boolean; useCache: boolean }>(() =>
      Promise.reject(new Error('fetchStep not provided')),
    ),
  },
  actions: {
    toast: (
      _,
      _params: { message: string; variant: 'success' | 'error' | 'info' | 'warning' },
    ) => {},
    /**
     * Entry of a resting state: when leading, ask for its page (which uses up `returnTo`);
     * either way, stop leading.
     */
    arrive: assign(({ context }, params: { to: string }) =>
      context.leading
        ? { destination: params.to, leading: false, returnTo: null }
        : { leading: false },
    ),
  },
  guards: {
    isMerchant: ({ context }) => context.role === 'merchant',
    isSignedOut: ({ context }) => context.role === null,
    isPendingVerification: ({ event }) =>
      outputOf<LoginOutcome>(event)?.pendingVerification === true,
    signedInWithoutOnboarding: ({ event }) => outputOf<LoginOutcome>(event)?.role !== 'merchant',
    isServerUnreachable: ({ event }) => errorOf(event)?.status === 'DEMO_MODE',
    // Customers, administrators and demo users have no merchant onboarding.
    skipsOnboarding: ({ context }) => context.role !== 'merchant',
    atStep1: stepIs(1),
    atStep2: stepIs(2),
    atStep3: stepIs(3),
    noStep: ({ event }) => outputOf<number | null>(event) == null,
    belowStep2: ({ context }) => context.step < 2,
  },
}).createMachine({
  id: 'onboarding',
  initial: 'restoring',
  context: ({ input }) => ({
    ...input,
    email: '',
    useCachedSteps: true,
    returnTo: null,
    leading: false,
    destination: null,
  }),
  on: {
    LOGIN: {
      target: '.loggingIn',
      reenter: true,
      actions: assign({
        email: ({ event }) => event.email,
        returnTo: ({ event }) => event.returnTo ?? null,
        destination: null,
      }),
    },
    EMAIL_VERIFIED: {
      // A fact that changes the merchant's step: read the step status anew, lead to what follows.
      guard: 'isMerchant',
      target: '.checkingSteps',
      reenter: true,
      actions: assign({ useCachedSteps: false, leading: true }),
    },
    REQUEST_SUBMITTED: {
      guard: 'isMerchant',
      target: '.checkingSteps',
      reenter: true,
      actions: assign({ useCachedSteps: false, leading: true }),
    },
    SUBSCRIBED: {
      guard: 'isMerchant',
      target: '.checkingSteps',
      reenter: true,
      actions: assign({ useCachedSteps: false, leading: true }),
    },
    SESSION_ENDED: {
      target: '.signedOut',
      actions: assign({ role: null, isDemo: false, step: 1, leading: false, destination: null }),
    },
    ARRIVED: { actions: assign({ destination: null }) },
  },
  states: {
    /** Where the restored session stands; nobody is moved. */
    restoring: {
      always: [
        { guard: 'isSignedOut', target: 'signedOut' },
        { guard: 'skipsOnboarding', target: 'onboarded' },
        { target: 'checkingSteps' },
      ],
    },
    signedOut: {
      on: {
        SESSION_STARTED: {
          target: 'restoring',
          actions: assign(({ event }) => ({
            role: event.role,
            isDemo: event.isDemo,
            step: event.step,
            useCachedSteps: true,
          })),
        },
      },
    },
    loggingIn: {
      tags: 'busy',
      entry: assign({ leading: true, useCachedSteps: false }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { email, password } = event as Extract<OnboardingEvent, { type: 'LOGIN' }>;
          return { email, password };
        },
        onDone: [
          {
            guard: 'isPendingVerification',
            target: 'pendingVerification',
            actions: assign({ role: ({ event }) => event.output.role }),
          },
          {
            // Customers and administrators have no steps to read.
            guard: 'signedInWithoutOnboarding',
            target: 'onboarded',
            actions: [
              assign({ role: ({ event }) => event.output.role }),
              { type: 'toast', params: { message: LOGIN_MESSAGES.success, variant: 'success' } },
            ],
          },
          {
            target: 'checkingSteps',
            actions: [
              assign({ role: ({ event }) => event.output.role }),
              { type: 'toast', params: { message: LOGIN_MESSAGES.success, variant: 'success' } },
            ],
          },
        ],
        onError: [
          { guard: 'isServerUnreachable', target: 'startingDemo' },
          {
            target: 'signedOut',
            actions: [
              assign({ leading: false }),
              { type: 'toast', params: { message: LOGIN_MESSAGES.failed, variant: 'error' } },
            ],
          },
        ],
      },
    },
    /** docs/product.md, "Demo mode": the server is unreachable, so the login is faked. */
    startingDemo: {
      tags: 'busy',
      invoke: {
        id: 'startDemoSession',
        src: 'startDemoSession',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: 'isPendingVerification',
            target: 'pendingVerification',
            actions: assign({ isDemo: true, role: ({ event }) => event.output.role }),
          },
          {
            target: 'onboarded',
            actions: assign({ isDemo: true, role: ({ event }) => event.output.role }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ leading: false }),
            { type: 'toast', params: { message: LOGIN_MESSAGES.failed, variant: 'error' } },
          ],
        },
      },
    },
    pendingVerification: {
      entry: { type: 'toast', params: { message: LOGIN_MESSAGES.pending, variant: 'info' } },
      always: 'verifyEmail',
    },
    checkingSteps: {
      tags: 'busy',
      invoke: {
        id: 'fetchStep',
        src: 'fetchStep',
        input: ({ context }) => ({ isDemo: context.isDemo, useCache: context.useCachedSteps }),
        onDone: [
          { guard: 'skipsOnboarding', target: 'onboarded' },
          { guard: 'noStep', target: 'stepStatusUnavailable' },
          {
            guard: 'atStep1',
            target: 'verifyEmail',
            actions: assign({ step: ({ event }) => event.output ?? 1 }),
          },
          {
            guard: 'atStep2',
            target: 'merchantRequest',
            actions: assign({ step: ({ event }) => event.output ?? 2 }),
          },
          {
            guard: 'atStep3',
            target: 'subscription',
            actions: assign({ step: ({ event }) => event.output ?? 3 }),
          },
          { target: 'onboarded', actions: assign({ step: ({ event }) => event.output ?? 4 }) },
        ],
        onError: 'stepStatusUnavailable',
      },
    },
    /** docs/product.md, "Merchant onboarding": the step fetch failed or returned nothing. */
    stepStatusUnavailable: {
      always: [
        { guard: 'skipsOnboarding', target: 'onboarded' },
        { guard: 'belowStep2', target: 'merchantRequest' },
        { target: 'onboarded' },
      ],
    },
    // A customer's code page is not the merchant's step 1 (docs/product.md, "Email code").
    verifyEmail: {
      entry: {
        type: 'arrive',
        params: ({ context }) => ({
          to: context.role === 'user' ? paths.customerVerifyEmail() : paths.verifyEmail(),
        }),
      },
    },
    merchantRequest: {
      entry: { type: 'arrive', params: { to: paths.merchantRequest() } },
    },
    subscription: { entry: { type: 'arrive', params: { to: paths.subscription() } } },
    /** Onboarding is done, or not this account's (customers, administrators, demo users). */
    onboarded: {
      entry: {
        type: 'arrive',
        params: ({ context }) => ({ to: context.returnTo ?? paths.dashboard() }),
      },
    },
  },
});
