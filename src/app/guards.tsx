import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { paths } from '../shared/paths';
import { useOnboardingStanding } from '../features/onboarding/useOnboarding';
import { selectUser } from '../session/sessionSlice';
import type { RoleId } from '../session/sessionTypes';
import { retryableLazy } from '../lib/retryableLazy';
import { useAppSelector } from '../shared/hooks';
import { useOpenLogin } from '../lib/loginDialog';

// Loaded when needed: most visitors to a private page are signed in.
const SignInRequiredPage = retryableLazy(() =>
  import('./SignInRequiredPage').then((m) => m.SignInRequiredPage),
);

/**
 * A private page: a signed-out visitor gets the login modal (and lands here after signing in);
 * `roles` limits it to some roles (others go to their dashboard).
 */
export function RequireSignIn({
  children,
  roles,
}: {
  children: ReactNode;
  roles?: readonly RoleId[];
}) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const openLogin = useOpenLogin();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!user) openLogin(here);
  }, [user, here, openLogin]);

  if (!user) return <SignInRequiredPage onSignIn={() => openLogin(here)} />;
  if (roles && !roles.includes(user.role_id)) return <Navigate to={paths.dashboard()} replace />;
  return <>{children}</>;
}

/** Where each open step is done. */
const STEP_ROUTES: Record<number, string> = {
  1: paths.verifyEmail(),
  2: paths.merchantRequest(),
  3: paths.subscription(),
};

/**
 * The one guard of onboarding (docs/state-ownership.md): it reads where the onboarding machine
 * says the merchant stands, waits while the machine reads the step status, and sends a merchant
 * whose earlier step is open to that step. Pages after onboarding (`stepsDone` 3) let customers
 * and administrators pass; the onboarding pages themselves send them to their dashboard.
 */
export function RequireSteps({
  stepsDone,
  children,
}: {
  /** How many onboarding steps must be done before this page: 1 or 2 for a step's page, 3 after. */
  stepsDone: 1 | 2 | 3;
  children: ReactNode;
}) {
  const { known, applies, step } = useOnboardingStanding();
  const afterOnboarding = stepsDone === 3;
  if (!applies) {
    if (afterOnboarding) return <>{children}</>;
    return <Navigate to={paths.dashboard()} replace />;
  }
  if (!known) return <FullScreenLoader />;
  const openStep = STEP_ROUTES[step];
  if (step > stepsDone || !openStep) return <>{children}</>;
  return <Navigate to={openStep} replace />;
}
