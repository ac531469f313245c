import { setTimeout } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { E_TIMEOUT, Semaphore, withTimeout } from 'async-mutex';
import type { Pool } from 'pg';
import { openPostgresPool, postgresDatabase, type Database } from '../db/client';
import { httpError, rateLimited } from '../http/app-error';
import { createPerKeyConcurrency } from '../http/per-key-concurrency';
import { accountOf } from './auth';

// The expensive routes (the analytics overview and the CSV export) and what they may take
// (docs/reliability.md, "One tenant's reports"). Every figure is per API process.

/**
 * Report queries at once in one process, on a PostgreSQL pool of their own (PGlite: 1). Each keeps
 * a database core busy while it runs: two leave the request pool's queries cores to run on.
 */
export const REPORT_CONNECTIONS = 2;
/**
 * One account's reports at once in one process: one core's worth, and fewer than the pool, so
 * another account always finds a connection.
 */
export const REPORTS_PER_ACCOUNT = 1;
/** One account's reports that may wait for a turn behind those; more are refused at once. */
export const REPORTS_WAITING_PER_ACCOUNT = 4;
/** How long a report waits for its account's turn, or for a report connection, before refused. */
export const REPORT_WAIT_MS = 3_000;
export const REPORTS_RETRY_AFTER_SECONDS = 2;
/**
 * A refusal never comes sooner than this after its request: a client looping without reading
 * `Retry-After` gets one refusal a second per connection, not hundreds, whose cost (each is
 * authenticated) would otherwise take the server's time from everyone else.
 */
export const REFUSAL_DELAY_MS = 1_000;

export const TOO_MANY_REPORTS =
  'Your reports are still loading in other requests. Please wait for them, then try again in a few seconds.';
export const REPORTS_BUSY =
  'Reports are busy right now. Your other pages keep working; please try again in a few seconds.';

export interface Reports {
  /**
   * Runs one report's queries on the reports' own connections: at most REPORT_CONNECTIONS at once
   * in this process, each waiting at most REPORT_WAIT_MS for its turn (then 503). The request pool
   * (`app.db`) is never used for them, so it stays free for everyone else's requests.
   */
  run<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * preHandler, after `authenticate`: at most REPORTS_PER_ACCOUNT of the caller's reports at once,
   * REPORTS_WAITING_PER_ACCOUNT more waiting up to REPORT_WAIT_MS, else 429 with `Retry-After`.
   * The turn is held until the answer is sent or the client goes away (a streamed file included).
   */
  limitPerAccount(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: Reports;
  }
}

function reportsBusy() {
  const error = httpError(503, 'SERVICE_UNAVAILABLE', REPORTS_BUSY);
  error.retryAfterSeconds = REPORTS_RETRY_AFTER_SECONDS;
  return error;
}

export interface ReportsOptions {
  /** REPORT_WAIT_MS unless set (tests of the limits). */
  waitMs?: number;
}

/**
 * The reports' connection budget and per-account limit. On PostgreSQL a small pool of their own
 * with the requests' bounded waits; on PGlite (one connection for everything) one report query at
 * a time, so the queries of other requests never queue behind more than one report.
 */
export default fp(
  async function reports(app: FastifyInstance, options: ReportsOptions) {
    const waitMs = options.waitMs ?? REPORT_WAIT_MS;
    const { database, config } = app;
    let pool: Pool | undefined;
    let db: Database = app.db;
    if (database.kind === 'postgres') {
      const reportsPool = openPostgresPool({
        url: database.client.options.connectionString ?? '',
        max: REPORT_CONNECTIONS,
        timeoutMs: config.databaseTimeoutMs,
        applicationName: 'qrewards-reports',
      });
      reportsPool.on('error', (error) =>
        app.log.warn({ err: error }, 'idle reports connection failed'),
      );
      pool = reportsPool;
      db = postgresDatabase(reportsPool);
    }
    const connections = withTimeout(
      new Semaphore(database.kind === 'postgres' ? REPORT_CONNECTIONS : 1),
      waitMs,
    );
    const perAccount = createPerKeyConcurrency({
      running: REPORTS_PER_ACCOUNT,
      waiting: REPORTS_WAITING_PER_ACCOUNT,
      waitMs,
    });

    app.decorate<Reports>('reports', {
      async run(work) {
        try {
          return await connections.runExclusive(() => work(db));
        } catch (error) {
          throw error === E_TIMEOUT ? reportsBusy() : error;
        }
      },

      async limitPerAccount(request, reply) {
        const asked = Date.now();
        const turn: { release?: () => void; gone: boolean } = { gone: false };
        // Listened to before waiting: a client that leaves while it waits frees its turn too.
        reply.raw.once('close', () => {
          turn.gone = true;
          turn.release?.();
        });
        turn.release = await perAccount.acquire(accountOf(request).user.id);
        if (!turn.release) {
          await setTimeout(REFUSAL_DELAY_MS - (Date.now() - asked));
          throw rateLimited(TOO_MANY_REPORTS, REPORTS_RETRY_AFTER_SECONDS);
        }
        if (turn.gone) turn.release();
      },
    });
    // Added after the database's hook, so it runs before the request pool closes.
    app.addHook('onClose', async () => {
      await pool?.end();
    });
  },
  { name: 'reports', dependencies: ['app-config', 'database', 'auth'] },
);
