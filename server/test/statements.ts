import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { pgliteConnection, type Database, type DatabaseConnection } from '../src/db/client';
import * as schema from '../src/db/schema';
import { createTestDatabase } from './helper';
import { freshMigratedPglite } from './pglite-template';

/** One statement the app sent through Drizzle, and whether it ran inside a transaction. */
export interface Statement {
  sql: string;
  inTransaction: boolean;
}

/**
 * A test database (as `build` makes it) whose Drizzle logs every statement the app sends, on
 * either driver: pass `database` to `build({}, { database })` and read `statements`. What runs
 * inside `db.transaction(...)` is marked; BEGIN and COMMIT are not (node-postgres sends them
 * through Drizzle, PGlite itself), so the counts are the same on PostgreSQL and PGlite.
 */
export async function statementLoggingDatabase(): Promise<{
  database: DatabaseConnection;
  statements: Statement[];
}> {
  const statements: Statement[] = [];
  let transactions = 0;
  const logger: Logger = {
    logQuery: (sql) => {
      statements.push({ sql, inTransaction: transactions > 0 });
    },
  };
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const connection = postgresUrl
    ? await createTestDatabase(postgresUrl)
    : pgliteConnection(await freshMigratedPglite(), 'PGlite in memory');
  // The Drizzle of either driver is the app's `Database`, as db/client.ts makes it.
  const db: Database =
    connection.kind === 'pglite'
      ? drizzlePglite({ client: connection.client, schema, logger })
      : drizzlePostgres({ client: connection.client, schema, logger });
  const transaction = db.transaction.bind(db);
  jest.spyOn(db, 'transaction').mockImplementation((run, config) =>
    transaction(async (tx) => {
      transactions += 1;
      try {
        return await run(tx);
      } finally {
        transactions -= 1;
      }
    }, config),
  );
  return { database: { ...connection, db }, statements };
}
