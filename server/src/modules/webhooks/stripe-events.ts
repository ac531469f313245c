import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { createSubscriptionsRepository } from '../../repositories/subscriptions-repository';
import { knownSubscription, providerPatch } from '../../infrastructure/payments/provider-state';

/** The Stripe subscription id an event is about, wherever the event type keeps it. */
export function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return object.id as string;
  if (event.type.startsWith('invoice.')) {
    // Since API 2025-03-31 an invoice names its subscription under `parent`.
    const parent = object.parent as
      { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
    const subscription = parent?.subscription_details?.subscription ?? object.subscription;
    if (typeof subscription === 'string') return subscription;
    if (subscription && typeof subscription === 'object')
      return (subscription as { id: string }).id;
  }
  return undefined;
}

export const HANDLED_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * Brings our subscription row in line with the provider. Events arrive out of order and may be
 * stale, so the subscription is re-fetched rather than read from the event.
 */
export function createStripeEventHandler(app: FastifyInstance) {
  const subscriptions = createSubscriptionsRepository(app.db);

  return async function handle(event: Stripe.Event): Promise<void> {
    if (!HANDLED_EVENTS.has(event.type)) return;
    const providerId = subscriptionIdOf(event);
    const found = providerId && (await subscriptions.findByProviderId(providerId));
    if (!found) return;
    const { subscription } = found;
    const fresh = await app.payments.retrieveSubscription(knownSubscription(subscription));
    await subscriptions.update(subscription.id, providerPatch(fresh), app.now());
  };
}
