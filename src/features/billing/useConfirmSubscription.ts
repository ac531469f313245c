import { asApiError } from '../../api/client/apiError';
import { useConfirmSubscriptionMutation } from '../../api/billing/subscriptions';

const NOT_ACTIVE_MESSAGE = 'The payment went through but the subscription is not active yet.';

/**
 * Re-reads the subscription from the provider (no waiting for a webhook) and reports it: the
 * message to show when it is not active, or nothing once `onActive` has run.
 */
export function useConfirmSubscription(onActive: () => Promise<void>) {
  const [confirm] = useConfirmSubscriptionMutation();
  return async (subscriptionId: string): Promise<string | undefined> => {
    try {
      const subscription = await confirm({ subscription_id: subscriptionId }).unwrap();
      if (subscription.status !== 'active') return NOT_ACTIVE_MESSAGE;
      await onActive();
      return undefined;
    } catch (caught) {
      return asApiError(caught).message;
    }
  };
}
