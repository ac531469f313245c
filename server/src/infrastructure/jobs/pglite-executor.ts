import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's documented `db` option over the app's own PGlite, so the embedded database runs the
 * same queue in one process (docs/architecture.md, "Background jobs").
 *
 * A statement with values goes through `query`. Text without values may hold several statements,
 * some wrapped in pg-boss's own `BEGIN; ... COMMIT;`: PGlite has one session, and a failed
 * statement there would leave that session in an aborted transaction for every later query of the
 * app. So it runs inside PGlite's `transaction()`, which rolls back on failure (the inner BEGIN and
 * COMMIT are then plain statements of that transaction).
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
