import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../../http/app-error';

const MINUTE_MS = 60_000;

/**
 * Requests a minute from one IP to Apple's web service. Wallet calls it a few times per change of
 * a pass, but many phones can share one address behind a carrier's NAT: generous, yet a bound.
 */
export const PASSKIT_PER_IP = 300;
/** Requests a minute naming one device (register, unregister, list) or one pass (fetch). */
export const PASSKIT_PER_DEVICE = 60;

/**
 * A preHandler, after validation (it reads the path), that allows `max` requests a minute per
 * value of `keyOf`, whatever the IP: one device or one pass cannot be hammered from many
 * addresses. `name` keeps the counters apart, in memory and in Redis.
 */
export function perMinutePer(
  app: FastifyInstance,
  name: string,
  max: number,
  keyOf: (request: FastifyRequest) => string,
) {
  const limit = app.createRateLimit({
    max: max * app.config.rateLimitMultiplier,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async function limitPerKey(request: FastifyRequest) {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimited(
      `Too many requests. Please try again in ${Math.ceil(result.ttlInSeconds)} seconds.`,
      result.ttlInSeconds,
    );
  };
}
