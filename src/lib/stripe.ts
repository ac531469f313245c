// The `pure` entry: the main one inserts Stripe.js on import, so every visit to the subscription page
// would call js.stripe.com even with the sandbox provider, where no Stripe key exists.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

let loaded: { key: string; stripe: Promise<Stripe | null> } | undefined;

/**
 * The one Stripe.js promise of the app (docs/style.md "Stripe"), made with the publishable key that
 * `GET /config` hands out and kept so <Elements> never loads Stripe.js twice.
 */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.key !== publishableKey) {
    loaded = { key: publishableKey, stripe: loadStripe(publishableKey) };
  }
  return loaded.stripe;
}
