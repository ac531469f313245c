import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
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
  // lock, held on the one connection that migrates, lets only one of them apply migrations.
  const client = await connection.client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client }), config);
  } finally {
    // If unlocking fails, destroying the connection ends its session, and the lock with it.
    const unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}
