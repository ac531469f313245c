import type { BillingInterval } from '../../api/billing/subscriptions';

/** What each provider's checkout needs: the plan, its price as the button says it, what follows. */
export interface CheckoutProps {
  planId: string;
  interval: BillingInterval;
  submitLabel: string;
  onActive: () => Promise<void>;
}
