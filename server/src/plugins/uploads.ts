import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE } from './spa';
import {
  createLocalUploadsStorage,
  uploadsRoot,
} from '../infrastructure/storage/local-uploads-storage';
import {
  createS3UploadsStorage,
  type S3UploadsStorage,
  type StoredUpload,
} from '../infrastructure/storage/s3-uploads-storage';
import {
  UPLOADS_URL_PREFIX,
  uploadKeyIn,
  type UploadsStorage,
} from '../infrastructure/storage/uploads-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps uploaded files: `DATA_DIR/uploads`, or the S3 bucket when S3_BUCKET is set. */
    uploads: UploadsStorage;
  }
}

/**
 * Keeps uploaded files (avatars, logos) and serves them at `/uploads/`, from `DATA_DIR/uploads`
 * or streamed from the S3 bucket (docs/architecture.md, "Uploads"). Public, cached for a year
 * (names are random and never reused), and `nosniff`: the bytes were checked to be images at
 * upload, and browsers must not guess otherwise.
 */
export default fp(
  async function uploads(app: FastifyInstance) {
    const { s3 } = app.config;
    if (s3) {
      const storage = createS3UploadsStorage(s3, { cacheControl: IMMUTABLE, log: app.log });
      app.decorate('uploads', storage);
      app.addHook('onClose', async () => storage.close());
      serveFromBucket(app, storage);
      return;
    }
    const root = uploadsRoot(app.config.dataDir);
    mkdirSync(root, { recursive: true });
    app.decorate('uploads', createLocalUploadsStorage(app.config.dataDir));
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_URL_PREFIX,
      // The SPA's static plugin owns reply.sendFile.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', IMMUTABLE);
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'uploads', dependencies: ['app-config'] },
);

function serveFromBucket(app: FastifyInstance, storage: S3UploadsStorage) {
  // Out of the OpenAPI document, as @fastify/static's routes for the local folder are.
  const schema = { hide: true };
  app.get<{ Params: { '*': string } }>(
    `${UPLOADS_URL_PREFIX}*`,
    {
      schema,
      // A file that fails before its first byte (the bucket went silent: s3-uploads-storage.ts)
      // answers 503 with the headers already set for it: that answer must not be cached a year.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode >= 400) reply.removeHeader('cache-control');
        return payload;
      },
    },
    async (request, reply) => {
      const key = uploadKeyIn(request.params['*']);
      const object = key ? await storage.open(key) : undefined;
      // The same JSON 404 as a file missing from the local folder.
      if (!object) return reply.callNotFound();
      return sendObject(reply, object);
    },
  );
}

function sendObject(reply: FastifyReply, object: StoredUpload) {
  reply
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .type(object.contentType ?? 'application/octet-stream');
  if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
  return reply.send(object.body);
}
