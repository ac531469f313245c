import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import paymentMethodsRoutes from './payment-methods-routes';
import subscribingRoutes from './subscribing-routes';
import subscriptionsRoutes from './subscriptions-routes';

/**
 * Billing (docs/api.md, "Subscriptions and payment methods"): `/subscription` (plans, subscribing,
 * confirming), `/subscriptions` (a merchant's own subscriptions, their invoices and receipts) and
 * `/payment-methods` (saved cards), each its own plugin under the prefix this one is given.
 */
const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(subscribingRoutes, { prefix: '/subscription' });
  await app.register(subscriptionsRoutes, { prefix: '/subscriptions' });
  await app.register(paymentMethodsRoutes, { prefix: '/payment-methods' });
};

export default billingRoutes;
