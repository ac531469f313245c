import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { AppStore } from '../../app/store';
import { createOnboardingActor, type OnboardingActor } from './createOnboardingActor';

// One onboarding actor per store: it outlives the dialogs and pages that talk to it.
const actors = new WeakMap<AppStore, OnboardingActor>();

function actorFor(store: AppStore): OnboardingActor {
  let actor = actors.get(store);
  if (!actor) {
    actor = createOnboardingActor(store);
    actors.set(store, actor);
  }
  return actor;
}

/**
 * The onboarding machine's actor, with its `navigate` requests carried out by the router while the
 * calling component is mounted.
 */
export function useOnboarding(): OnboardingActor {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const actor = actorFor(store);
  useEffect(() => {
    const subscription = actor.on('navigate', (event) => navigate(event.to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}
