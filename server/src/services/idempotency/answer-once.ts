import type { Database } from '../../db/client';
import { httpError } from '../../http/app-error';
import type { IdempotentCall } from '../../http/idempotency-key';
import { createIdempotencyKeysRepository } from '../../repositories/idempotency-keys-repository';

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
 * Runs `act` once per merchant and key, inside the caller's transaction `tx`, so the key, the
 * action and its answer commit together (docs/api.md, "Idempotency"):
 * - a new key: `act` runs and its answer is kept; if `act` throws, the transaction rolls back and
 *   keeps no key, so the same key may be tried again;
 * - the same key and the same request: the kept answer, `replayed: true`, and `act` does not run;
 * - the same key and another request (route, path values or body): 422, as Stripe answers;
 * - a key whose first request has not finished (committed as taken by a call that finishes
 *   outside this transaction): 409.
 * Without a key (`call` undefined) `act` simply runs.
 */
export async function answerOnce<Body>(
  tx: Database,
  merchantId: string,
  call: IdempotentCall | undefined,
  at: Date,
  act: () => Promise<{ status: number; body: Body }>,
): Promise<KeptAnswer<Body>> {
  if (!call) return { ...(await act()), replayed: false };
  const keys = createIdempotencyKeysRepository(tx);
  if (await keys.claim(merchantId, call.key, call.requestHash, at)) {
    const answer = await act();
    await keys.complete(merchantId, call.key, answer);
    return { ...answer, replayed: false };
  }
  const kept = await keys.find(merchantId, call.key);
  if (!kept) throw new Error('idempotency key claimed but not found');
  if (kept.requestHash !== '' && kept.requestHash !== call.requestHash) {
    throw httpError(422, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED, { 'idempotency-key': [KEY_REUSED] });
  }
  if (kept.status === 0) throw httpError(409, 'CONFLICT', KEY_IN_USE);
  // The body was kept from this very route's answer of type Body.
  return { status: kept.status, body: kept.body as Body, replayed: true };
}
