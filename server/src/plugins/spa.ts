import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readSpaPages } from './spa-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether a path is one of the SPA's pages (the build's `spa-routes.json`); undefined when the
     * build wrote no route list.
     */
    isSpaPage: ((pathname: string) => boolean) | undefined;
  }
  interface FastifyReply {
    /**
     * Answers with the SPA's shell (or the "run npm run build" page), never cached: 200 for a page,
     * 404 for an unknown path a browser asked for (the SPA then shows its not-found page).
     */
    sendSpaIndex(status?: 200 | 404): FastifyReply;
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// webpack names bundles like `main.3f9a1c2b.js`: a content hash makes the file safe to keep forever.
const HASHED_FILE_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Files of the build whose type the file name does not tell: the web app manifest has its own
 * (browsers read it either way; validators and some installers ask for this one).
 */
const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['/manifest.json', 'application/manifest+json; charset=utf-8'],
]);

/** Cache policy for a file of the build, given its path relative to STATIC_DIR. */
export function cacheControlFor(relativePath: string): string {
  // `.br` / `.gz` siblings served by `preCompressed` get the policy of the file they stand for.
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return file.startsWith('static/') || HASHED_FILE_NAME.test(path.posix.basename(file))
    ? IMMUTABLE
    : NO_CACHE;
}

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>QRewards</title></head>
<body>
<h1>QRewards API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p>
</body>
</html>
`;

/**
 * Serves the built SPA from STATIC_DIR at `/`. Compression comes from the global
 * @fastify/compress, or from `.br` / `.gz` files the build wrote next to the originals. Without a
 * build the API still runs (tests need none): a placeholder page tells the developer what to do.
 */
export default fp(
  async function spa(app: FastifyInstance) {
    const root = app.config.staticDir;
    const hasIndex = existsSync(path.join(root, 'index.html'));
    // index.html is the prerendered landing page; client-side routes get the empty shell, so they
    // never flash the landing page's content before their own (scripts/prerender.tsx).
    const shell = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
    if (!hasIndex) {
      app.log.warn(`no index.html in ${root}: run \`npm run build\`; serving a placeholder page`);
    }
    if (existsSync(root)) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: hasIndex ? ['index.html'] : false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Unhashed files, the service worker (`sw.js`) and the manifest among them, are
          // revalidated on every request, so a deploy reaches every browser at once.
          res.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
          // The same URL may be answered as .br, .gz or plain: caches must key on the encoding.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    // Static files set their type from the file name when sent, so the exceptions come after.
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = CONTENT_TYPES.get(request.url.split('?')[0] ?? '');
      if (contentType && reply.statusCode === 200) reply.header('content-type', contentType);
      return payload;
    });

    app.decorate('isSpaPage', readSpaPages(root));
    app.decorateReply('sendSpaIndex', function sendSpaIndex(this: FastifyReply, status = 200) {
      // Client-side routes reach us through the not-found handler, whose status is 404.
      this.code(status);
      if (hasIndex) return this.sendFile(shell);
      return this.header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(PLACEHOLDER_PAGE);
    });
  },
  { name: 'spa', dependencies: ['app-config'] },
);
