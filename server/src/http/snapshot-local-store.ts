import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** The in-memory store @fastify/rate-limit ships (it has no typings of its own). */
interface LibraryLocalStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): LibraryLocalStore;
}
const LocalStore = createRequire(__filename)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => LibraryLocalStore;

/**
 * The library's in-memory store, answering a copy of the counter. The library hands every caller
 * the one counter object it keeps and reads `current` only after an `await`: when requests arrive
 * together, each reads the count after all of them were added, and 50 parallel sign-ins from one
 * address all answered 429 instead of 10 going through (docs/reliability.md, "Limits"). With
 * REDIS_URL the Redis store is used and is not affected.
 */
export class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly inner: LibraryLocalStore;

  constructor(
    options: { continueExceeding?: boolean; exponentialBackoff?: boolean } | LibraryLocalStore,
  ) {
    this.inner =
      'incr' in options
        ? options
        : new LocalStore(Boolean(options.continueExceeding), Boolean(options.exponentialBackoff));
  }

  incr(key: string, callback: Callback, timeWindow?: number, max?: number): void {
    this.inner.incr(
      key,
      (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }),
      timeWindow ?? 0,
      max ?? 0,
    );
  }

  child(routeOptions: unknown): SnapshotLocalStore {
    return new SnapshotLocalStore(this.inner.child(routeOptions));
  }
}
