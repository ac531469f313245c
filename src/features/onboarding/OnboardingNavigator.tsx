import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { paths } from '../../shared/paths';
import { useOnboardingActor } from './useOnboarding';

/** Pages whose work is done once the machine moves on: Back never returns to a used email code. */
const DONE_WHEN_LEFT = [paths.verifyEmail(), paths.customerVerifyEmail()];

/**
 * Carries out the machine's `destination` with the router, then tells it so. Mounted once, in the
 * layout, for as long as anyone is signed in or signing in; it also starts the actor from the
 * restored session when the app boots signed in.
 */
export function OnboardingNavigator() {
  const actor = useOnboardingActor();
  const navigate = useNavigate();
  const destination = useSelector(actor, (snapshot) => snapshot.context.destination);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!destination) return;
    // docs/product.md, "Email code": the code page leaves the history once verified.
    navigate(destination, { replace: DONE_WHEN_LEFT.includes(pathname) });
    actor.send({ type: 'ARRIVED' });
  }, [actor, destination, navigate, pathname]);
  return null;
}
