import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { httpError } from '../http/app-error';
import { SnapshotLocalStore } from '../http/snapshot-local-store';
import { inlineScriptHashes } from './inline-script-hashes';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * The Content-Security-Policy of every answer, the SPA's index.html included. Stripe.js loads from
 * js.stripe.com, talks to api.stripe.com and opens 3-D Secure frames on hooks.stripe.com; emotion
 * (MUI) injects <style> tags, hence 'unsafe-inline' for styles only. Swagger UI needs nothing more:
 * it is made of same-origin scripts and styles, with inline styles and data: images. The SPA's
 * service worker (`/sw.js`) and web app manifest are same-origin (docs/architecture.md, "The
 * service worker").
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", STRIPE_JS],
  scriptSrcAttr: ["'none'"],
  frameSrc: [STRIPE_JS, 'https://hooks.stripe.com'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * With REDIS_URL, rate-limit counters live in Redis so every API process counts together. Short
 * timeouts and no offline queue: a missing Redis costs a request milliseconds, not seconds.
 */
function rateLimitRedis(app: FastifyInstance): Redis | undefined {
  if (!app.config.redisUrl) return undefined;
  const redis = new Redis(app.config.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Security headers, CORS and the rate limiter, registered at the root so they cover every route.
 * The rate limiter is off by default (`global: false`): a route opts in with
 * `config: { rateLimit: { max, timeWindow } }` (login, OTP and upload routes do).
 */
export default fp(
  async function security(app: FastifyInstance) {
    const production = app.config.env === 'production';
    const directives = {
      ...CONTENT_SECURITY_POLICY,
      scriptSrc: [
        ...CONTENT_SECURITY_POLICY.scriptSrc,
        ...inlineScriptHashes(app.config.staticDir),
      ],
    };
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        // Upgrading requests would break plain http://localhost, so only in production.
        directives: production ? { ...directives, upgradeInsecureRequests: [] } : directives,
      },
      // HSTS pins browsers to HTTPS for a year: never for a developer's localhost.
      hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });

    // Without CORS_ORIGIN the SPA is same-origin and no other site may call the API from a browser.
    await app.register(cors, {
      origin: app.config.corsOrigins ? [...app.config.corsOrigins] : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });

    const redis = rateLimitRedis(app);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : { store: SnapshotLocalStore }),
      nameSpace: 'qrewards-rate-limit:',
      // Fail open: a Redis outage must not lock everyone out of signing in.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        context.ban
          ? httpError(403, 'FORBIDDEN', 'Too many requests. Access is blocked for a while.')
          : httpError(
              429,
              'RATE_LIMITED',
              `Too many requests. Please try again in ${context.after}.`,
            ),
    });
  },
  { name: 'security', dependencies: ['app-config'] },
);
