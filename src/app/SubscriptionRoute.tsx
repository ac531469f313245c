import { useSubscribedHandler } from '../features/onboarding/merchantRequestOnboarding';
import { SubscriptionPage } from '../features/subscription/SubscriptionPage';

/**
 * Step 3 wired to the onboarding machine: features may not import each other, so the app tells
 * the subscription page what to do once the plan is paid (the machine's SUBSCRIBED step).
 */
export function SubscriptionRoute() {
  const onSubscribed = useSubscribedHandler();
  return <SubscriptionPage onSubscribed={onSubscribed} />;
}
