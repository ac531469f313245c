import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings `loadConfig` read at start. */
    config: AppConfig;
  }
}

/** First layer: every later plugin and route reads its settings from `app.config`. */
export default fp(
  async function appConfig(app: FastifyInstance, options: { config: AppConfig }) {
    app.decorate('config', options.config);
  },
  { name: 'app-config' },
);
