import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// PLACEHOLDER, replaced by a helper's work before landing.
const routes: FastifyPluginAsyncTypebox = async () => {};
export default routes;
