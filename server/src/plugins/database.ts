import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { connectDatabase, type Database, type DatabaseConnection } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle, for repositories. */
    db: Database;
    /** The connection behind `db`: its kind, `ping()` for /ready, `close()`. */
    database: DatabaseConnection;
  }
}

export interface DatabasePluginOptions {
  /** An already open connection (tests pass a fresh one); else one is opened from `app.config`. */
  connection?: DatabaseConnection;
}

/**
 * Opens the database, brings its schema up to date with the committed migrations, and closes it
 * when the app closes (after the server stopped taking requests).
 */
export default fp(
  async function database(app: FastifyInstance, options: DatabasePluginOptions) {
    const connection =
      options.connection ??
      (await connectDatabase({
        url: app.config.databaseUrl,
        timeoutMs: app.config.databaseTimeoutMs,
        dataDir: app.config.dataDir,
        onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      }));
    try {
      await runMigrations(connection);
    } catch (error) {
      // The app will not start, so nothing else would ever close it.
      await connection.close();
      throw error;
    }
    app.addHook('onClose', () => connection.close());
    app.log.info(`database ready: ${connection.description}`);

    app.decorate('db', connection.db);
    app.decorate<DatabaseConnection>('database', connection);
  },
  { name: 'database', dependencies: ['app-config'] },
);
