// The two ways bench:api measures: autocannon against one endpoint, and the raw password-hash rate.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { createPasswordHasher } = require('../../server/dist/services/passwords/password-hasher.js');

/**
 * autocannon over loopback: `connections` at once for `seconds`, or until `amount` requests have
 * been answered (login: its queue of hashes would otherwise outlive the run and slow the next one).
 * req/s counts 2xx answers only; anything else is reported as `failed`.
 */
export async function loadEndpoint(url, target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    headers: { ...target.headers, ...(target.body && { 'content-type': 'application/json' }) },
    body: target.body && JSON.stringify(target.body),
    // A write that needs a different request each time (a fresh Idempotency-Key per stamp).
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
    // Answers by status ({ 200: n, 429: n }); connection errors and timeouts are `errors`.
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors,
  };
}

/**
 * Password verifications per second with the server's hasher at `cost`, `concurrency` in flight
 * (the libuv thread pool the server hashes on: UV_THREADPOOL_SIZE, 4 unless set), for `seconds`.
 * What login would reach if nothing but the hash cost anything.
 */
export async function rawHashRate({ cost, concurrency, seconds }) {
  const hasher = createPasswordHasher(cost);
  const password = 'Bench-rewards-2026';
  const encoded = await hasher.hash(password);
  let done = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      if (!(await hasher.verify(password, encoded))) throw new Error('scrypt verify failed');
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rps: done / ((performance.now() - start) / 1000), hashes: done };
}
