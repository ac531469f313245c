import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../api/apiError';
import type { StepStatus } from '../session/sessionTypes';
import { deriveOnboardingStep } from '../session/stepDerivation';
import { ONBOARDING_ROUTES } from './onboardingRoutes';

export { ONBOARDING_ROUTES };

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
  role: string;
  /** The session's onboarding step when the login finished (docs/product.md, "Merchant onboarding" fallback rule). */
  onboardingStep: number;
}

export interface OnboardingContext {
  email: string;
  role: string | null;
  isDemo: boolean;
  onboardingStep: number;
  /** A resumed session may use the step status cached in the session (5 minutes, docs/product.md, "Merchant onboarding"). */
  useCachedSteps: boolean;
  /** The private page a signed-out visitor was opening: finished merchants and customers land there. */
  returnTo: string | null;
}

export type OnboardingEvent =
  | { type: 'LOGIN'; email: string; password: string; returnTo?: string }
  /** A signed-in visitor opened the app: find their step without logging in again. */
  | { type: 'RESUME'; role: string; isDemo: boolean; onboardingStep: number }
  | { type: 'EMAIL_VERIFIED' }
  | { type: 'REQUEST_SUBMITTED' }
  | { type: 'SUBSCRIBED' }
  | { type: 'LOGOUT' };

export type OnboardingEmitted = { type: 'navigate'; to: string };

// Guards run on the invoked actors' done/error events, which the setup-level event type does not
// list; these read their payloads.
const outputOf = <T>(event: unknown) => (event as { output?: T }).output;
const errorOf = (event: unknown) => (event as { error?: ApiError }).error;
const stepIs =
  (step: number) =>
  ({ event }: { event: unknown }) => {
    const status = outputOf<StepStatus | null>(event);
    return status != null && deriveOnboardingStep(status) === step;
  };

/**
 * docs/product.md, "Merchant onboarding": login, pending verification, verify email, merchant request, subscription, dashboard and
 * the demo branch. Pages send it events; it decides where the merchant goes (emitting `navigate`)
 * and which toast they see. Its network work is done by actors that call RTK Query, provided by
 * `createOnboardingActor`; these defaults fail so a missing provider is loud.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    emitted: {} as OnboardingEmitted,
  },
  actors: {
    login: fromPromise<LoginOutcome, Credentials>(() =>
      Promise.reject(new Error('login not provided')),
    ),
    startDemoSession: fromPromise<LoginOutcome, { email: string }>(() =>
      Promise.reject(new Error('startDemoSession not provided')),
    ),
    fetchStepStatus: fromPromise<
      StepStatus | null,
      { isDemo: boolean; useCache: boolean; role: string | null }
    >(() => Promise.reject(new Error('fetchStepStatus not provided'))),
  },
  actions: {
    toast: (
      _,
      _params: { message: string; variant: 'success' | 'error' | 'info' | 'warning' },
    ) => {},
    endSession: () => {},
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
  },
  guards: {
    isPendingVerification: ({ event }) =>
      outputOf<LoginOutcome>(event)?.pendingVerification === true,
    isServerUnreachable: ({ event }) => errorOf(event)?.status === 'DEMO_MODE',
    // Customers, administrators and demo users have no merchant onboarding.
    skipsOnboarding: ({ context }) => context.role !== null && context.role !== 'merchant',
    atStep1: stepIs(1),
    atStep2: stepIs(2),
    atStep3: stepIs(3),
    noStepStatus: ({ event }) => outputOf<StepStatus | null>(event) == null,
    belowStep2: ({ context }) => context.onboardingStep < 2,
  },
}).createMachine({
  id: 'onboarding',
  initial: 'idle',
  context: {
    email: '',
    role: null,
    isDemo: false,
    onboardingStep: 1,
    useCachedSteps: false,
    returnTo: null,
  },
  on: { LOGOUT: { target: '.idle', actions: 'endSession' } },
  states: {
    idle: {
      entry: assign({
        email: '',
        role: null,
        isDemo: false,
        onboardingStep: 1,
        useCachedSteps: false,
      }),
      on: {
        LOGIN: {
          target: 'loggingIn',
          actions: assign({
            email: ({ event }) => event.email,
            returnTo: ({ event }) => event.returnTo ?? null,
          }),
        },
        RESUME: {
          target: 'checkingSteps',
          actions: assign({
            role: ({ event }) => event.role,
            isDemo: ({ event }) => event.isDemo,
            onboardingStep: ({ event }) => event.onboardingStep,
            useCachedSteps: true,
          }),
        },
      },
    },
    loggingIn: {
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
            target: 'checkingSteps',
            actions: [
              assign({
                role: ({ event }) => event.output.role,
                onboardingStep: ({ event }) => event.output.onboardingStep,
              }),
              { type: 'toast', params: { message: LOGIN_MESSAGES.success, variant: 'success' } },
            ],
          },
        ],
        onError: [
          { guard: 'isServerUnreachable', target: 'demo' },
          {
            target: 'idle',
            actions: {
              type: 'toast',
              params: { message: LOGIN_MESSAGES.failed, variant: 'error' },
            },
          },
        ],
      },
    },
    /** docs/product.md, "Demo mode": the server is unreachable, so the login is faked. */
    demo: {
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
            target: 'dashboard',
            actions: assign({ isDemo: true, role: ({ event }) => event.output.role }),
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'toast', params: { message: LOGIN_MESSAGES.failed, variant: 'error' } },
        },
      },
    },
    pendingVerification: {
      entry: { type: 'toast', params: { message: LOGIN_MESSAGES.pending, variant: 'info' } },
      always: 'verifyEmail',
    },
    checkingSteps: {
      invoke: {
        id: 'fetchStepStatus',
        src: 'fetchStepStatus',
        input: ({ context }) => ({
          isDemo: context.isDemo,
          useCache: context.useCachedSteps,
          role: context.role,
        }),
        onDone: [
          { guard: 'skipsOnboarding', target: 'dashboard' },
          { guard: 'noStepStatus', target: 'stepStatusUnavailable' },
          { guard: 'atStep1', target: 'verifyEmail' },
          { guard: 'atStep2', target: 'merchantRequest' },
          { guard: 'atStep3', target: 'subscription' },
          { target: 'dashboard' },
        ],
        onError: 'stepStatusUnavailable',
      },
    },
    /** docs/product.md, "Merchant onboarding": the step fetch failed or returned nothing. */
    stepStatusUnavailable: {
      always: [
        { guard: 'skipsOnboarding', target: 'dashboard' },
        { guard: 'belowStep2', target: 'merchantRequest' },
        { target: 'dashboard' },
      ],
    },
    verifyEmail: {
      entry: { type: 'navigate', params: { to: ONBOARDING_ROUTES.verifyEmail } },
      on: {
        EMAIL_VERIFIED: { target: 'checkingSteps', actions: assign({ useCachedSteps: false }) },
      },
    },
    merchantRequest: {
      entry: { type: 'navigate', params: { to: ONBOARDING_ROUTES.merchantRequest } },
      // The server decides what is next (and the session's step follows), so re-read the status.
      on: {
        REQUEST_SUBMITTED: { target: 'checkingSteps', actions: assign({ useCachedSteps: false }) },
      },
    },
    subscription: {
      entry: { type: 'navigate', params: { to: ONBOARDING_ROUTES.subscription } },
      on: {
        SUBSCRIBED: { target: 'checkingSteps', actions: assign({ useCachedSteps: false }) },
      },
    },
    dashboard: {
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: context.returnTo ?? ONBOARDING_ROUTES.dashboard }),
      },
    },
  },
});
