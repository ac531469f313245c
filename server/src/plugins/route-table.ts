import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  readonly method: string;
  /** As registered, with the prefix: `/api/merchant/payment-methods/:id`. */
  readonly url: string;
  /** The JSON schemas the route validates its input with (the fuzzing gate generates from them). */
  readonly schema: {
    readonly body?: unknown;
    readonly querystring?: unknown;
    readonly params?: unknown;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route the app serves (HEAD, which Fastify adds for each GET, left out). The
     * reliability gates read it, so a new route is attacked the day it lands (docs/reliability.md).
     */
    readonly routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it is added; registered before any route. */
export default fp(
  async function routeTable(app: FastifyInstance) {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const { body, querystring, params } = route.schema ?? {};
        routes.push({ method, url: route.url, schema: { body, querystring, params } });
      }
    });
  },
  { name: 'route-table' },
);
