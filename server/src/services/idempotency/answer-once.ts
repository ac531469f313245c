import type { Database } from '../../db/client';
import { ConflictError, KeyReusedError } from '../../contract/domain-errors';
import { createIdempotencyKeysRepository } from '../../repositories/idempotency-keys-repository';

/**
 * One request's key and what it asked for. The key is bound to the route, its path values and
 * its body (docs/api.md, "Idempotency"): the same key with another request is refused (422),
 * never answered with the first request's answer.
 */
export interface IdempotentCall {
  key: string;
  /** sha256 of the method, the route pattern, the path values and the validated body. */
  requestHash: string;
}

/** An answer, and whether it was kept from an earlier request with the same key. */
export interface KeptAnswer<Body> {
  status: number;
  body: Body;
  replayed: boolean;
}

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a fresh key for each new action.';
export const KEY_IN_USE =
  'A request with this Idempotency-Key is still being handled. Try again in a moment.';

/**
 * Takes `call`'s key for this request in `tx`, as "still being handled" (status 0), or answers
 * what the key already holds:
 * - null: the key was free and is now this request's; the caller acts, then keeps its answer
 *   (`keepAnswer`) in the same transaction, or in a later one if the key was committed in between;
 * - the same key and the same request: the kept answer, `replayed: true`;
 * - the same key and another request (route, path values or body): 422, as Stripe answers;
 * - a key whose first request has not finished: 409.
 */
export async function claimKey<Body>(
  tx: Database,
  merchantId: string,
  call: IdempotentCall,
  at: Date,
): Promise<KeptAnswer<Body> | null> {
  const keys = createIdempotencyKeysRepository(tx);
  if (await keys.claim(merchantId, call.key, call.requestHash, at)) return null;
  const kept = await keys.find(merchantId, call.key);
  if (!kept) throw new Error('idempotency key claimed but not found');
  if (kept.requestHash !== '' && kept.requestHash !== call.requestHash) {
    throw new KeyReusedError(KEY_REUSED, 'idempotency-key');
  }
  if (kept.status === 0) throw new ConflictError(KEY_IN_USE);
  // The body was kept from this very route's answer of type Body.
  return { status: kept.status, body: kept.body as Body, replayed: true };
}

/** Keeps the answer of a request whose key `claimKey` took. */
export async function keepAnswer(
  tx: Database,
  merchantId: string,
  call: IdempotentCall,
  answer: { status: number; body: unknown },
): Promise<void> {
  await createIdempotencyKeysRepository(tx).complete(merchantId, call.key, answer);
}

/**
 * Runs `act` once per merchant and key, inside the caller's transaction `tx`, so the key, the
 * action and its answer commit together (docs/api.md, "Idempotency"): a new key runs `act` and
 * keeps its answer; if `act` throws, the transaction rolls back and keeps no key, so the same key
 * may be tried again; a key seen before answers as `claimKey` says. Without a key (`call`
 * undefined) `act` simply runs. A call whose outcome comes from outside the transaction (a payment
 * provider) uses `claimKey` and `keepAnswer` in two transactions instead
 * (services/payments/money-call.ts).
 */
export async function answerOnce<Body>(
  tx: Database,
  merchantId: string,
  call: IdempotentCall | undefined,
  at: Date,
  act: () => Promise<{ status: number; body: Body }>,
): Promise<KeptAnswer<Body>> {
  if (!call) return { ...(await act()), replayed: false };
  const kept = await claimKey<Body>(tx, merchantId, call, at);
  if (kept) return kept;
  const answer = await act();
  await keepAnswer(tx, merchantId, call, answer);
  return { ...answer, replayed: false };
}
