import { counterSessionOf } from '../../session/counterSession';

// Which credentials a request of counter mode carries (docs/api.md, "Counter mode"). The base query reads
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

/** The device's own calls (src/api/counter.ts): named by its header, never renewed. */
const DEVICE_ENDPOINTS: ReadonlySet<string> = new Set(['getCounterDevice', 'unlockCounter']);

/** Whether an endpoint is a counter device's own call: its 401 is about the device, not a session. */
export const isDeviceCall = (endpoint: string) => DEVICE_ENDPOINTS.has(endpoint);
