import type { SubscriptionRow } from '../../db/schema';
import type { KnownSubscription, ProviderSubscription } from './provider';

/** Our row as the payment provider is asked about it. */
export function knownSubscription(subscription: SubscriptionRow): KnownSubscription {
  return {
    providerId: subscription.providerSubscriptionId,
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt,
  };
}

/** The columns of our row that follow what the provider says now. */
export function providerPatch(fresh: ProviderSubscription) {
  return {
    status: fresh.status,
    currentPeriodStart: fresh.currentPeriodStart,
    currentPeriodEnd: fresh.currentPeriodEnd,
    cancelAtPeriodEnd: fresh.cancelAtPeriodEnd,
    canceledAt: fresh.canceledAt,
  };
}
