import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import { sha256 } from '../services/tokens/opaque-tokens';
import type { IdempotentCall } from '../services/idempotency/answer-once';
import { fieldError } from './app-error';

/** The `Idempotency-Key` header: a fresh value per action, the same one again for a retry. */
export const IDEMPOTENCY_KEY = { name: 'idempotency-key', minLength: 8, maxLength: 100 } as const;

/**
 * What the request asked for, and who asked, hashed. The body is the one the route's schema
 * validated (extra fields removed, defaults filled), written with its keys sorted, so a retry that
 * orders the same fields differently is the same request. Keys are kept per merchant, shared by the
 * owner and the staff: the caller in the hash makes another person's key with the same body a
 * different request (422), so nobody is answered with a colleague's kept answer.
 */
function requestHashOf(request: FastifyRequest): string {
  // One plain object of JSON values: `stringify` answers a string for it.
  const asked = stringify({
    caller: request.account?.user.id ?? null,
    method: request.method,
    route: request.routeOptions.url,
    params: request.params ?? {},
    query: request.query ?? {},
    body: request.body ?? null,
  }) as string;
  return sha256(asked);
}

/**
 * The `Idempotency-Key` header of a request that moves money or changes a card, read in the
 * handler rather than by a `headers` schema: the app's `removeAdditional: 'all'` would strip every
 * other header, the bearer token included. Without the header: undefined, or a 400 naming it
 * where the route requires one.
 */
export function idempotentCallOf(
  request: FastifyRequest,
  options: { required: true },
): IdempotentCall;
export function idempotentCallOf(
  request: FastifyRequest,
  options?: { required: false },
): IdempotentCall | undefined;
export function idempotentCallOf(
  request: FastifyRequest,
  options: { required: boolean } = { required: false },
): IdempotentCall | undefined {
  const { name, minLength, maxLength } = IDEMPOTENCY_KEY;
  const value = request.headers[name];
  if (value === undefined && !options.required) return undefined;
  if (typeof value !== 'string' || value.length < minLength || value.length > maxLength) {
    throw fieldError(
      name,
      `The Idempotency-Key header ${options.required ? 'is required' : 'must be'}: ${minLength} to ${maxLength} characters, a fresh one per action.`,
    );
  }
  return { key: value, requestHash: requestHashOf(request) };
}

/**
 * Sends an answer kept for a key: its own status, and `Idempotent-Replayed: true` when it is the
 * first request's answer sent again (as Stripe marks a replay).
 */
export function sendKept<Body>(
  reply: FastifyReply,
  answer: { status: number; body: Body; replayed: boolean },
): Body {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(answer.status);
  return answer.body;
}
