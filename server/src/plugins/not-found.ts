import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An API path gets JSON; a browser navigating to a client-side route gets the SPA. */
function wantsSpaPage(request: FastifyRequest, pathname: string, apiPrefix: string): boolean {
  const isApi =
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === apiPrefix ||
    pathname.startsWith(`${apiPrefix}/`);
  if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  // A missing script or image (Accept: */*, image/*) must stay a 404, not turn into HTML.
  return pathname === '/' || (request.headers.accept ?? '').includes('text/html');
}

/** Answers every request no route took, after the SPA's static files had their chance. */
export default fp(
  async function notFound(app: FastifyInstance) {
    const { apiPrefix } = app.config;
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? request.url;
      if (wantsSpaPage(request, pathname, apiPrefix)) return reply.sendSpaIndex();
      return reply.code(404).send({
        success: false,
        message: `No route ${request.method} ${pathname}`,
        code: 'NOT_FOUND',
      });
    });
  },
  { name: 'not-found', dependencies: ['spa'] },
);
