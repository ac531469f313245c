import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The time as the app sees it. Everything that expires (codes, tokens, cooldowns) asks this,
     * never `new Date()`, so tests move time by passing their own clock to `buildApp`.
     */
    now(): Date;
  }
}

export default fp(
  async function clock(app: FastifyInstance, options: { now?: () => Date }) {
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
