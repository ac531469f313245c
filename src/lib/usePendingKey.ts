import { useRef } from 'react';
import { asApiError, mayRetry } from '../api/client/apiError';
import { newIdempotencyKey } from './idempotencyKey';

/**
 * One `Idempotency-Key` per action, kept until the server answers it (docs/api.md,
 * "Idempotency"): "Try again" (or another tap) after a lost answer sends the same key, so the
 * action never happens twice: a stamp, a redeem, a payment. An answer, or a refusal that a retry
 * cannot change, ends the action and its key. `take(request)` with another request than the
 * pending one's (a form changed after a failure) is another action with a fresh key: the server
 * refuses a key sent again with another body (422).
 */
export function usePendingKey() {
  const pending = useRef<{ key: string; request: string } | null>(null);
  return {
    take: (request?: unknown) => {
      const asked = JSON.stringify(request ?? null);
      if (pending.current?.request !== asked) {
        pending.current = { key: newIdempotencyKey(), request: asked };
      }
      return pending.current.key;
    },
    settle: (error?: unknown) => {
      if (error === undefined || !mayRetry(asApiError(error))) pending.current = null;
    },
  };
}
