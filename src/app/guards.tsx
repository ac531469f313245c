import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ONBOARDING_ROUTES } from '../features/onboarding/onboardingRoutes';
import { selectUser } from '../features/session/sessionSlice';
import { retryableLazy } from '../lib/retryableLazy';
import { useAppSelector } from './hooks';
import { useOpenLogin } from '../lib/loginDialog';

// Loaded when needed: most visitors to a private page are signed in.
const SignInRequiredPage = retryableLazy(() =>
  import('./SignInRequiredPage').then((m) => m.SignInRequiredPage),
);

const STEP_ROUTES: Record<number, string> = {
  1: ONBOARDING_ROUTES.verifyEmail,
  2: ONBOARDING_ROUTES.merchantRequest,
  3: ONBOARDING_ROUTES.subscription,
};

/**
 * A private page: a signed-out visitor gets the login modal (and lands here after signing in);
 * `roles` limits it to some roles (others go to their dashboard).
 */
export function RequireSignIn({ children, roles }: { children: ReactNode; roles?: string[] }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const openLogin = useOpenLogin();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!user) openLogin(here);
  }, [user, here, openLogin]);

  if (!user) return <SignInRequiredPage onSignIn={() => openLogin(here)} />;
  if (roles && !roles.includes(user.role_id)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/**
 * A page for merchants who finished onboarding: one who has not is sent to their current step.
 * Customers and administrators pass.
 */
export function RequireOnboarded({ children }: { children: ReactNode }) {
  const { user, onboardingStep, isDemo } = useAppSelector((state) => state.session);
  const stepRoute = STEP_ROUTES[onboardingStep];
  if (user?.role_id === 'merchant' && !isDemo && stepRoute)
    return <Navigate to={stepRoute} replace />;
  return <>{children}</>;
}

/** Merchant onboarding pages: customers never see them. */
export function MerchantsOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (user && user.role_id !== 'merchant') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
