import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import { pgliteExecutor } from '../infrastructure/jobs/pglite-executor';
import { startJobQueue, type JobQueue } from '../infrastructure/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable queue of background jobs (docs/architecture.md, "Background jobs"). */
    jobs: JobQueue;
  }
}

// Below main.ts's 10 s watchdog, beside graceful-close's 5 s drain of requests.
const STOP_WAIT_MS = 4_000;

/**
 * Background jobs in the app's own database (pg-boss, schema `pgboss`). On PostgreSQL every API
 * process works the same queue and each job goes to one of them; on PGlite the one process does.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const { database, config } = app;
    let pool: Pool | undefined;
    let db: PgBoss.Db;
    let sendDb: PgBoss.Db | undefined;
    if (database.kind === 'postgres') {
      // A small pool of its own: pg-boss's maintenance waits on advisory locks for longer than
      // the request pool's one-second bounds allow (docs/reliability.md, "A slow or stopped
      // database").
      const jobsPool = new Pool({
        connectionString: database.client.options.connectionString,
        max: 4,
        connectionTimeoutMillis: 10_000,
        query_timeout: 60_000,
        application_name: 'qrewards-jobs',
      });
      jobsPool.on('error', (error) =>
        app.log.warn({ err: error }, 'idle job-queue connection failed'),
      );
      db = { executeSql: (text, values) => jobsPool.query(text, values) };
      pool = jobsPool;
      // Jobs are sent from requests: through the request pool, within its bounds.
      const requestPool = database.client;
      sendDb = { executeSql: (text, values) => requestPool.query(text, values) };
    } else {
      db = pgliteExecutor(database.client);
    }
    const queue = await startJobQueue({
      db,
      sendDb,
      retryDelaySeconds: config.jobRetryDelaySeconds,
      timeoutSeconds: config.jobTimeoutSeconds,
      log: app.log,
      // Tests call the automations' tick themselves, on their own clock; no cron monitor there.
      schedule: config.env !== 'test',
    });

    app.decorate('jobs', queue);
    // Stop taking jobs as the close begins and let the running ones finish; sending still works
    // until the pool closes, so a request finishing during the close still stores its jobs.
    app.addHook('preClose', () => queue.stop(STOP_WAIT_MS));
    // Added after the database's, so it runs before the database closes.
    app.addHook('onClose', async () => {
      await pool?.end();
    });
  },
  { name: 'jobs', dependencies: ['app-config', 'database'] },
);
