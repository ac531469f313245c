// `npm run seed:demo` (docs/product.md, "Demo data"): fills the database the server would use
// (DATABASE_URL, else PGlite in DATA_DIR/pglite, as `npm start`) with the demo merchant, then
// prints the accounts to sign in with. Run it while the server is stopped when on PGlite: an
// embedded database belongs to one process at a time.
import { performance } from 'node:perf_hooks';
import { readConfigOrExit, type AppConfig } from './config';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemo } from './services/demo/seed-demo';
import { createPasswordHasher } from './services/passwords/password-hasher';

/** True when a QRewards server answers on this machine's PORT. */
async function serverRunning(config: AppConfig): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${config.port}${config.apiPrefix}/health`, {
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  if (config.env === 'production') {
    console.error(
      'seed:demo deletes and rewrites the demo accounts: it does not run with NODE_ENV=production.',
    );
    process.exit(1);
  }
  const embedded = !config.databaseUrl;
  if (embedded && (await serverRunning(config))) {
    console.error(
      `A server answers on port ${config.port}: the embedded database in ${config.dataDir}/pglite is locked by it. Stop the server (npm start), run npm run seed:demo, then start it again.`,
    );
    process.exit(1);
  }

  const started = performance.now();
  let connection: DatabaseConnection;
  try {
    connection = await connectDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      // Bulk inserts of a year of data: far longer than a request's statement bound.
      timeoutMs: 120_000,
    });
  } catch (error) {
    console.error(
      embedded
        ? `Could not open the embedded database in ${config.dataDir}/pglite: is the server (npm start) still running? Stop it and try again.`
        : 'Could not connect to DATABASE_URL.',
      error,
    );
    process.exit(1);
  }
  try {
    await runMigrations(connection);
    const result = await seedDemo(connection.db, {
      now: new Date(),
      passwords: createPasswordHasher(config.passwordHashCost),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { counts, span } = result;
    console.log(
      [
        `Demo data written to ${connection.description} in ${seconds} s:`,
        `  ${counts.stores} stores, ${counts.branches} branches, ${counts.rewardCards} reward cards,`,
        `  ${counts.customers} customers, ${counts.customerCards} customer cards, ${counts.interactions} interactions` +
          (span
            ? ` (${span.from.toISOString().slice(0, 10)} to ${span.to.toISOString().slice(0, 10)})`
            : ''),
        `  ${counts.automationMessages} customers chosen by automations and one-off messages (10 % held out)`,
        '',
        'Sign in with:',
        `  merchant  ${result.merchant.email}  password ${result.merchant.password}`,
        `  customer  ${result.customer.email}  password ${result.customer.password} (every demo customer has it)`,
        result.admin
          ? `  admin     ${result.admin.email}  (its own password: ADMIN_PASSWORD, or the one the server logged when it created the account)`
          : '  admin     none yet: the server creates one at its next start and logs its password (or set ADMIN_EMAIL and ADMIN_PASSWORD)',
        '',
        'Running it again rebuilds the same demo data (ending at that day).',
      ].join('\n'),
    );
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:demo failed:', error);
  process.exit(1);
});
