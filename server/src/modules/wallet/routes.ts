import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import appleRoutes from './apple-routes';
import googleRoutes from './google-routes';
import passkitRoutes from './passkit-routes';

/**
 * `/wallet`: a customer's passes (docs/api.md, "Wallet passes"): "Add to Apple Wallet" and "Save
 * to Google Wallet" for each of their cards, and Apple's PassKit web service under
 * `/wallet/apple` (the passes' `webServiceURL`), which devices call with the pass's token.
 */
const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(appleRoutes);
  await app.register(googleRoutes);
  await app.register(passkitRoutes, { prefix: '/apple' });
};

export default walletRoutes;
