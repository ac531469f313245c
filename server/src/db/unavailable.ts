import { TimeoutError } from './with-timeout';

/**
 * How long a request waits on the database before it answers 503 (docs/reliability.md, "A slow or
 * stopped database"): for a pooled connection, for a new connection, and for one statement. Our
 * queries take milliseconds; one that takes a second is a database in trouble.
 */
export const DATABASE_WAIT_MS = 1_000;

// Node's socket errors: the database's host refuses, resets or cannot be reached.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs for "not now": shutting down, starting up, too many connections, our
// statement_timeout. Class 08 (connection exception) is matched by prefix.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// node-postgres and its pool report their own timeouts and broken connections by message only.
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PGlite, once closed (a stopping process).
  'PGlite is closed',
  'PGlite is closing',
];

/**
 * True when `error` (or anything in its `cause` chain: Drizzle wraps the driver's error) means
 * the database could not be reached or did not answer in time, rather than a fault in our query.
 * The error handler answers these 503 SERVICE_UNAVAILABLE with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof TimeoutError) return true;
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (
        NETWORK_CODES.has(code) ||
        UNAVAILABLE_SQLSTATES.has(code) ||
        /^08[0-9A-Z]{3}$/.test(code)
      )
        return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}
