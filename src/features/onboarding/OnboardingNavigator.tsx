import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useOnboardingActor } from './useOnboarding';

/**
 * Carries out the machine's `destination` with the router, then tells it so. Mounted once, in the
 * layout, for as long as anyone is signed in or signing in; it also starts the actor from the
 * restored session when the app boots signed in.
 */
export function OnboardingNavigator() {
  const actor = useOnboardingActor();
  const navigate = useNavigate();
  const destination = useSelector(actor, (snapshot) => snapshot.context.destination);
  useEffect(() => {
    if (!destination) return;
    navigate(destination);
    actor.send({ type: 'ARRIVED' });
  }, [actor, destination, navigate]);
  return null;
}
