import { useSelector } from '@xstate/react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../shared/store';
import { createOnboardingActor, type OnboardingActor } from './createOnboardingActor';
import type { OnboardingFact } from './onboardingMachine';

// One onboarding actor per store, started once from the store's session: it outlives the dialogs
// and pages that talk to it (docs/state-ownership.md).
const actors = new WeakMap<AppStore, OnboardingActor>();

/** The store's onboarding actor, started from its session the first time anything asks. */
export function onboardingActorOf(store: AppStore): OnboardingActor {
  let actor = actors.get(store);
  if (!actor) {
    actor = createOnboardingActor(store);
    actors.set(store, actor);
  }
  return actor;
}

export function useOnboardingActor(): OnboardingActor {
  return onboardingActorOf(useStore() as AppStore);
}

/** How pages report what a person did; the machine decides what follows. */
export function useReportOnboarding(): (fact: OnboardingFact) => void {
  const actor = useOnboardingActor();
  return (fact) => actor.send(fact);
}

/** Whether the machine is at work (signing in, reading the step status). */
export function useOnboardingBusy(): boolean {
  return useSelector(useOnboardingActor(), (snapshot) => snapshot.hasTag('busy'));
}

/**
 * Where a merchant stands, for route guards: their step (1 to 3 open, 4 done) once the machine
 * knows it, and whether onboarding applies to them at all.
 */
export function useOnboardingStanding(): { known: boolean; applies: boolean; step: number } {
  const actor = useOnboardingActor();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const role = useSelector(actor, (snapshot) => snapshot.context.role);
  const step = useSelector(actor, (snapshot) => snapshot.context.step);
  return { known: !busy, applies: role === 'merchant', step };
}
