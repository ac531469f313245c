// The two ways bench:api measures: autocannon against one endpoint, and the raw password-hash rate.
import { autocannon, type AutocannonRequest } from './autocannon';

export interface LoadTarget {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** A write that needs a different request each time (a fresh Idempotency-Key per stamp). */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  connections: number;
  seconds?: number;
  amount?: number;
  timeoutSeconds?: number;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
  /** Answers by status ({ 200: n, 429: n }); connection errors and timeouts are `errors`. */
  statuses: Record<string, number>;
  errors: number;
}

/**
 * autocannon over loopback: `connections` at once for `seconds`, or until `amount` requests have
 * been answered (login: its queue of hashes would otherwise outlive the run and slow the next one).
 * req/s counts 2xx answers only; anything else is reported as `failed`.
 */
export async function loadEndpoint(url: string, target: LoadTarget): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    headers: {
      ...target.headers,
      ...(target.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    ...(target.setupRequest && { requests: [{ setupRequest: target.setupRequest }] }),
    connections: target.connections,
    ...(target.amount ? { amount: target.amount } : { duration: target.seconds }),
    timeout: target.timeoutSeconds ?? 10,
  });
  return {
    rps: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors,
  };
}

/**
 * Password verifications per second with the server's own hasher (at its PASSWORD_HASH_COST),
 * `concurrency` in flight (the libuv thread pool the server hashes on: UV_THREADPOOL_SIZE, 4
 * unless set), for `seconds`: what login would reach if nothing but the hash cost anything.
 * Measured inside the idle bench server (`POST /bench/raw-hash`, scripts/bench/api-server.ts).
 */
export async function rawHashRate(
  url: string,
  options: { concurrency: number; seconds: number },
): Promise<{ rps: number; hashes: number }> {
  const response = await fetch(`${url}/bench/raw-hash`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  if (!response.ok) throw new Error(`raw hash: ${response.status} ${await response.text()}`);
  return (await response.json()) as { rps: number; hashes: number };
}
