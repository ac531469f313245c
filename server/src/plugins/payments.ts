import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createPaymentsProvider, type PaymentsProvider } from '../infrastructure/payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider: `stripe` when STRIPE_SECRET_KEY is set, else `sandbox`. */
    payments: PaymentsProvider;
  }
}

export interface PaymentsPluginOptions {
  /** A provider to use instead of the configured one (tests pass a Stripe with a fake client). */
  provider?: PaymentsProvider;
}

export default fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    app.decorate(
      'payments',
      options.provider ?? createPaymentsProvider(app.config, () => app.now(), app.db),
    );
  },
  { name: 'payments', dependencies: ['app-config', 'clock', 'database'] },
);
