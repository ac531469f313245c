import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';
import { DATABASE_WAIT_MS } from './unavailable';
import { withTimeout } from './with-timeout';

/**
 * The Drizzle database, whichever driver is behind it. Repositories take this type, so the same
 * code runs on embedded PGlite and on PostgreSQL. Raw `execute()` results differ between the
 * drivers: prefer the query builder.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface ConnectionBase {
  readonly db: Database;
  /** For people: "PGlite in /path" or "PostgreSQL at host/db" (never the password). */
  readonly description: string;
  /** Resolves when the database answers `select 1` within `timeoutMs`, else rejects. */
  ping(timeoutMs?: number): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export type DatabaseConnection =
  | (ConnectionBase & { readonly kind: 'pglite'; readonly client: PGlite })
  | (ConnectionBase & { readonly kind: 'postgres'; readonly client: Pool });

export type DatabaseKind = DatabaseConnection['kind'];

export const PING_TIMEOUT_MS = 2_000;

/**
 * Every PGlite opens with the extensions the migrations create: `pg_trgm` backs the store
 * listing's search (docs/api.md, "Store listing").
 */
export function createPglite(
  dataDir: string | undefined,
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}

export interface ConnectOptions {
  /** A postgres:// URL, `memory://`, or undefined for PGlite files in `dataDir/pglite`. */
  url: string | undefined;
  dataDir: string;
  /** PostgreSQL's bounded waits (DATABASE_WAIT_MS unless set: DATABASE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Errors of idle pooled connections (a restarted server): logged, never fatal. */
  onPoolError?: (error: Error) => void;
}

/** Opens the database the settings point at. Call `close()` when done (the db plugin does). */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const { url } = options;
  if (url && url !== 'memory://') {
    return connectPostgres(url, options.timeoutMs ?? DATABASE_WAIT_MS, options.onPoolError);
  }
  if (url === 'memory://')
    return pgliteConnection(await createPglite('memory://'), 'PGlite in memory');

  const dataDir = path.join(options.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return pgliteConnection(await createPglite(dataDir), `PGlite in ${dataDir}`);
}

/** Wraps an open PGlite (tests make theirs from a template, see test/helper.ts). */
export function pgliteConnection(client: PGlite, description: string): DatabaseConnection {
  const db: Database = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    db,
    description,
    ping: (timeoutMs = PING_TIMEOUT_MS) => pingDatabase(db, timeoutMs),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** How a PostgreSQL pool is opened: the request pool, and the reports' pool beside it. */
export interface PostgresPoolOptions {
  url: string;
  /** Connections at most. */
  max: number;
  /** The bounded waits below (DATABASE_TIMEOUT_MS). */
  timeoutMs: number;
  /** Names the pool's connections in `pg_stat_activity`. */
  applicationName: string;
}

/**
 * A pool with the requests' bounded waits (docs/reliability.md, "A slow or stopped database"):
 * for a free or a new connection, for an answer (client side: a stalled network never answers),
 * and for a statement on the server (which also frees its locks). Past them the request answers
 * 503.
 */
export function openPostgresPool(options: PostgresPoolOptions): Pool {
  return new Pool({
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: options.timeoutMs,
    query_timeout: options.timeoutMs,
    statement_timeout: options.timeoutMs,
    // A transaction left open by a stalled client must not hold its locks for long.
    idle_in_transaction_session_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName,
  });
}

/** Drizzle over a pool of its own (the reports' beside the request pool). */
export function postgresDatabase(pool: Pool): Database {
  return drizzlePostgres({ client: pool, schema });
}

/** Connections of the request pool: every query of every request but the reports'. */
export const REQUEST_POOL_SIZE = 10;

function connectPostgres(
  url: string,
  timeoutMs: number,
  onPoolError?: (error: Error) => void,
): DatabaseConnection {
  const client = openPostgresPool({
    url,
    max: REQUEST_POOL_SIZE,
    timeoutMs,
    applicationName: 'qrewards',
  });
  client.on('error', (error) => onPoolError?.(error));
  const db = postgresDatabase(client);
  const { hostname, port, pathname } = new URL(url);
  let closed = false;
  return {
    kind: 'postgres',
    client,
    db,
    description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    ping: (timeoutMs = PING_TIMEOUT_MS) => pingDatabase(db, timeoutMs),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end();
    },
  };
}

function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  return withTimeout(
    db.execute(sql`select 1`).then(() => undefined),
    timeoutMs,
    'The database did not answer in time.',
  );
}
