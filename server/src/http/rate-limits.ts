import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf } from '../plugins/auth';
import { rateLimited } from './app-error';

const MINUTE_MS = 60_000;

/**
 * A route's `config.rateLimit`: `max` requests per minute per client IP, times
 * RATE_LIMIT_MULTIPLIER (browser tests raise it; production keeps 1).
 */
export function perMinutePerIp(app: FastifyInstance, max: number) {
  return { max: max * app.config.rateLimitMultiplier, timeWindow: MINUTE_MS };
}

function emailOf(request: FastifyRequest): string {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * A preHandler that allows `max` requests per minute for one email address in the body, whatever
 * the IP: it stops a password being guessed from many addresses. A second limiter on the same
 * route must go through `createRateLimit` (the plugin's route hook runs once per request), and it
 * runs after validation because the body is not parsed at `onRequest`. `name` keeps the counters
 * of different routes apart, in memory and in Redis; `message` words the refusal for the route.
 */
export function perMinutePerEmail(
  app: FastifyInstance,
  name: string,
  max: number,
  message: (seconds: number) => string = (seconds) =>
    `Too many attempts for this email. Please try again in ${seconds} seconds.`,
) {
  const limit = app.createRateLimit({
    max: max * app.config.rateLimitMultiplier,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${name}:email:${emailOf(request)}`,
  });
  return async function limitPerEmail(request: FastifyRequest) {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimited(message(result.ttlInSeconds), result.ttlInSeconds);
  };
}

/**
 * A preHandler, after the route's authentication, that allows `max` requests per minute to one
 * signed-in account (a staff member at the counter), whatever the IP, counted only when `counts`
 * says the request is one of those limited: customer lookups by code, so short codes cannot be
 * walked (docs/product.md, "Finding a customer"). `name` keeps different limits' counters apart.
 */
export function perMinutePerAccount(
  app: FastifyInstance,
  name: string,
  max: number,
  message: (seconds: number) => string,
  counts: (request: FastifyRequest) => boolean = () => true,
) {
  const limit = app.createRateLimit({
    max: max * app.config.rateLimitMultiplier,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${name}:account:${accountOf(request).user.id}`,
  });
  return async function limitPerAccount(request: FastifyRequest) {
    if (!counts(request)) return;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimited(message(result.ttlInSeconds), result.ttlInSeconds);
  };
}
