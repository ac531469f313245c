import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentsProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

export type { PaymentsProvider } from './provider';

/** `stripe` when STRIPE_SECRET_KEY is set, else the sandbox (config.paymentProvider says which). */
export function createPaymentsProvider(
  config: AppConfig,
  now: () => Date,
  db: Database,
): PaymentsProvider {
  if (config.paymentProvider === 'stripe' && config.stripeSecretKey) {
    return createStripeProvider(
      new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2, timeout: 10_000 }),
    );
  }
  return createSandboxProvider(now, db);
}
