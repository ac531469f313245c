import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, pgliteConnection, type DatabaseConnection } from '../src/db/client';
import type { PaymentsProvider } from '../src/infrastructure/payments';
import { freshMigratedPglite, freshPglite } from './pglite-template';
import { forget, remember } from './open-apps';

/**
 * Settings every test app starts from. STATIC_DIR points at a folder that does not exist, so
 * tests never depend on whether someone ran `npm run build`.
 */
const TEST_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'qrewards-test-data'),
  STATIC_DIR: path.join(os.tmpdir(), 'qrewards-test-no-spa-build'),
  // N=2^10: a hash takes milliseconds. One test (password-hasher) runs the real cost.
  PASSWORD_HASH_COST: '10',
  // Suites sign up many accounts from one address; rate-limit tests set it back to 1.
  RATE_LIMIT_MULTIPLIER: '1000',
  // A machine running the whole suite beside other work can take over a second for a query; the
  // one-second production bound is tested where it matters (reliability/database-faults).
  DATABASE_TIMEOUT_MS: '10000',
  // A failed job is tried again after 1 to 2 s, not 5 to 10.
  JOB_RETRY_DELAY_SECONDS: '1',
};

async function withAdminClient(url: string, run: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database (migrations are not applied yet; the app applies them at start).
 * Without a URL: in-memory PGlite. With one: a new PostgreSQL database `qr_test_<random>` created
 * through that URL, dropped again by `close()`. Its pool waits `timeoutMs` (the suite's patient
 * 10 s unless a test asks for the product's own bounds).
 */
export async function createTestDatabase(
  url?: string,
  timeoutMs = 10_000,
): Promise<DatabaseConnection> {
  if (!url) return pgliteConnection(await freshPglite(), 'PGlite in memory');

  const name = `qr_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (admin) => admin.query(`create database "${name}"`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const connection = await connectDatabase({
    url: databaseUrl.toString(),
    dataDir: os.tmpdir(),
    timeoutMs,
  });
  let dropped = false;
  return {
    ...connection,
    close: async () => {
      await connection.close();
      if (dropped) return;
      dropped = true;
      await withAdminClient(url, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

export interface BuildOptions {
  /** An open database to use instead of a fresh one. */
  database?: DatabaseConnection;
  /** The app's clock: pass a `testClock()`'s `now` to move time in a test. */
  now?: () => Date;
  /** A payment provider instead of the configured one. */
  payments?: PaymentsProvider;
  /** Time between the live streams' heartbeats. */
  liveHeartbeatMs?: number;
  /** How long a report waits for its turn. */
  reportWaitMs?: number;
}

/**
 * An app on a fresh database (PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite
 * restored from a dump that has the migrations applied already: ~0.3 s saved per app), with `env` on top of the test settings: `build({ STRIPE_SECRET_KEY: 'sk_test_1', ... })`.
 * Routes may still be added before the first `inject()`. `await app.close()` when done: it closes
 * the database too (and drops it on PostgreSQL).
 */
export async function build(env: NodeJS.ProcessEnv = {}, options: BuildOptions = {}): Promise<App> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const database =
    options.database ??
    (postgresUrl
      ? await createTestDatabase(postgresUrl)
      : pgliteConnection(await freshMigratedPglite(), 'PGlite in memory'));
  try {
    const app = await buildApp(config, { ...options, database });
    remember(app);
    app.addHook('onClose', async () => {
      forget(app);
    });
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
