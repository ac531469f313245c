import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * The app as a route module sees it (TypeBox type provider): for helpers that register routes on
 * behalf of a module's plugin. Taken from the plugin type, so modules never import app.ts.
 */
export type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];
