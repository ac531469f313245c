import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import type { DatabaseConnection } from './client';

// The SQL that drizzle-kit generated into server/drizzle/. Both server/src/db (tsx, Jest) and
// server/dist/db (node) sit two levels below server/.
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

// Any constant shared by every QRewards process: they take turns to migrate one database.
const MIGRATION_LOCK_ID = 727_384_001;

/** Applies the migrations the database has not seen yet. Safe to run on every start. */
export async function runMigrations(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: connection.client }), config);
    return;
  }
  // Several API processes may start at once against one PostgreSQL: a session-level advisory
  // lock, held on the one connection that migrates, lets only one of them apply migrations. That
  // connection is not the pool's: waiting for the lock, or a long migration, must not be cut by
  // the one-second bounds that requests have (docs/reliability.md).
  const { connectionString } = connection.client.options;
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client }), config);
  } finally {
    // Ending the session releases the advisory lock too, even if unlocking failed.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
