import type { FetchArgs } from '@reduxjs/toolkit/query';
import { counterSessionOf } from '../../session/counterSession';

// Which credentials a request of counter mode carries (COUNTER-CONTRACT.md). The base query reads
// this; the endpoints (src/api/counter.ts) only name the device in a header.

/** The header that names a counter device instead of a bearer session. */
export const COUNTER_DEVICE_HEADER = 'Counter-Device';

/**
 * The endpoints the counter's token is sent to: the scanner's own calls (src/api/stamping.ts).
 * The server refuses it on any other route (403 COUNTER_ONLY), so everything else the counter page
 * reads (the public store, `GET /stores/:id`) goes without it.
 */
const COUNTER_TOKEN_ENDPOINTS: ReadonlySet<string> = new Set([
  'lookupCustomer',
  'stampCustomer',
  'redeemReward',
  'undoChange',
]);

/** The counter's token for this endpoint, when someone is unlocked at the counter; else null. */
export function counterTokenFor(state: unknown, endpoint: string): string | null {
  if (!COUNTER_TOKEN_ENDPOINTS.has(endpoint)) return null;
  return counterSessionOf(state)?.unlocked?.token ?? null;
}

/** Whether a request names a counter device (its calls carry no bearer and are never renewed). */
export function namesCounterDevice(args: string | FetchArgs): boolean {
  if (typeof args === 'string' || !args.headers) return false;
  const wanted = COUNTER_DEVICE_HEADER.toLowerCase();
  const { headers } = args;
  if (headers instanceof Headers) return headers.has(wanted);
  const names = Array.isArray(headers)
    ? headers.map((pair) => pair[0] ?? '')
    : Object.keys(headers);
  return names.some((name) => name.toLowerCase() === wanted);
}
