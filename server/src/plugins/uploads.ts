import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './spa';
import { UPLOADS_URL_PREFIX, uploadsRoot } from '../services/storage/uploads-storage';

/**
 * Serves uploaded files (avatars) from `DATA_DIR/uploads` at `/uploads/`. Public, cached for a
 * year (names are random and never reused), and `nosniff`: the bytes were checked to be images
 * at upload, and browsers must not guess otherwise.
 */
export default fp(
  async function uploads(app: FastifyInstance) {
    const root = uploadsRoot(app.config.dataDir);
    mkdirSync(root, { recursive: true });
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
