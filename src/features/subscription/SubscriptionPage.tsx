import { PageFrame } from '../../components/PageFrame';

// Plans and card payment arrive with issue 4.
export function SubscriptionPage() {
  return (
    <PageFrame
      title="Subscription & Payment"
      subtitle="Step 3 of 3: choose a plan and pay by card."
    />
  );
}
