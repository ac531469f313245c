import { useReportOnboarding } from '../features/onboarding/useOnboarding';
import { SubscriptionPage } from '../features/billing/SubscriptionPage';

/**
 * Step 3 wired to the onboarding machine, the pattern for a page that combines features
 * (docs/architecture.md, "A page made of several features"): features may not import each other,
 * so the app tells the subscription page what to do once the plan is paid: report SUBSCRIBED, and
 * the machine decides where the merchant goes.
 */
export function SubscriptionRoute() {
  const report = useReportOnboarding();
  return <SubscriptionPage onSubscribed={() => report({ type: 'SUBSCRIBED' })} />;
}
