import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The rows of a raw SQL statement (the analytics, the automations' choices: SQL that Drizzle's
 * query builder cannot write). Both drivers, node-postgres and PGlite, answer `{ rows }`; Drizzle
 * types the raw result by driver, hence the cast.
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
