import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type SpaAnswer = 200 | 404 | undefined;

/**
 * What the SPA answers for a path no route took (docs/architecture.md, "Deep links"): one of its
 * pages gets the shell with 200 whoever asks (a crawler, a link checker or an uptime monitor sends
 * an Accept header that names no type); an unknown path gets the shell with 404 when a browser asks for HTML, so the
 * SPA shows its not-found page; anything else (the API, other methods, a missing script or image)
 * gets the JSON 404.
 */
function spaAnswer(
  request: FastifyRequest,
  pathname: string,
  apiPrefix: string,
  isSpaPage: ((pathname: string) => boolean) | undefined,
): SpaAnswer {
  const isApi =
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === apiPrefix ||
    pathname.startsWith(`${apiPrefix}/`);
  if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  const wantsHtml = (request.headers.accept ?? '').includes('text/html');
  // Without the build's page list (no build yet): every HTML request gets the shell.
  if (!isSpaPage) return pathname === '/' || wantsHtml ? 200 : undefined;
  if (isSpaPage(pathname)) return 200;
  return wantsHtml ? 404 : undefined;
}

/** Answers every request no route took, after the SPA's static files had their chance. */
export default fp(
  async function notFound(app: FastifyInstance) {
    const { apiPrefix } = app.config;
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? request.url;
      const status = spaAnswer(request, pathname, apiPrefix, app.isSpaPage);
      if (status) return reply.sendSpaIndex(status);
      return reply.code(404).send({
        success: false,
        message: `No route ${request.method} ${pathname}`,
        code: 'NOT_FOUND',
      });
    });
  },
  { name: 'not-found', dependencies: ['spa'] },
);
