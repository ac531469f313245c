import PgBoss from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its tables in, beside the app's `public`. */
export const JOB_SCHEMA = 'pgboss';

/** Every kind of background job (docs/architecture.md, "Background jobs"). */
export const JOB_KINDS = [
  'email.send',
  'stripe.event',
  'live.publish',
  // docs/product.md, "Automations": the cron's look for stores due, a store's daily run, one
  // message's sending, and its push part held back past the customer's quiet hours.
  'automations.tick',
  'automations.run',
  'automations.deliver',
  'automations.push',
  // docs/architecture.md, "Wallet passes": a pass's refresh after a change, the sweep that catches
  // a refresh lost with its process, an APNs push to one device, a Google object's update.
  'wallet.refresh',
  'wallet.sweep',
  'wallet.apns',
  'wallet.google',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Tries after the first one; with the backoff, about 2.5 min in all at the 5 s default. */
export const JOB_RETRIES = 5;

export interface JobContext {
  /** The job's id: the same on every try, so work that must happen once keys on it. */
  readonly id: string;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface JobQueue {
  /**
   * Stores a job; resolves once it is in the database. `id` (a UUID) makes sending idempotent:
   * a second send with the same id stores nothing and resolves `null`.
   */
  send(
    kind: JobKind,
    data: object,
    options?: { id?: string; startAfter?: Date },
  ): Promise<string | null>;
  /**
   * Stores many jobs of `kind` in a few statements (1,000 a statement), each with its own id: an
   * id stored already is skipped, as `send` does. For the automations' thousands of deliveries.
   */
  sendMany(kind: JobKind, jobs: { id: string; data: object }[]): Promise<void>;
  /**
   * Sends a `kind` job on `cron` (UTC), from whichever process's cron monitor gets there first:
   * pg-boss keeps one schedule per kind in the database, so every process may call this.
   */
  schedule(kind: JobKind, cron: string): Promise<void>;
  /** Whether a job of `kind` with this id was stored (kept 7 days, finished or not). */
  has(kind: JobKind, id: string): Promise<boolean>;
  /** Runs `handler` for jobs of `kind` in this process; a throw fails the try (retried later). */
  work<T>(kind: JobKind, handler: JobHandler<T>): Promise<void>;
  /**
   * Resolves when no job is waiting, retrying or running, or after `timeoutMs`. For tests, which
   * read what a request's jobs wrote; it wakes this process's workers rather than waiting for
   * their next poll.
   */
  drain(timeoutMs?: number): Promise<void>;
  /** Takes no more jobs, lets the running ones finish (up to `timeoutMs`), then stops. */
  stop(timeoutMs: number): Promise<void>;
}

interface Logger {
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  /** Runs pg-boss's SQL: a pool on PostgreSQL, the app's own PGlite (`pglite-executor.ts`). */
  db: PgBoss.Db;
  /**
   * Stores the jobs that `send` makes, when not `db`: on PostgreSQL the request pool, so a request
   * that sends a job during a database stall answers 503 within the requests' bounds rather than
   * after the job pool's patient ones (docs/reliability.md, "Background jobs").
   */
  sendDb?: PgBoss.Db;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  log: Logger;
  /** Whether this process runs pg-boss's cron monitor (needed for `schedule`). */
  schedule?: boolean;
}

// Workers also wake at once when this process sends a job (`notifyWorker`); polling finds the
// jobs other processes sent.
const POLLING_INTERVAL_SECONDS = 2;
const SEND_MANY_CHUNK = 1_000;

/** The queue on pg-boss, in the `pgboss` schema of the app's database. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { retryDelaySeconds, timeoutSeconds, log } = options;
  // pg-boss does not await the statement that completes or fails a job once its handler is done,
  // so a close right then would end the pool under it (an unhandled "Cannot use a pool after
  // calling end"). Every statement is counted here, and stop() waits for them before answering.
  const inFlight = new Set<Promise<unknown>>();
  const counted = (executor: PgBoss.Db): PgBoss.Db => ({
    executeSql(text, values) {
      const statement = executor.executeSql(text, values);
      inFlight.add(statement);
      void statement.then(
        () => inFlight.delete(statement),
        () => inFlight.delete(statement),
      );
      return statement;
    },
  });
  const db = counted(options.db);
  const sendDb = options.sendDb ? counted(options.sendDb) : db;
  // Handlers still running, and whether stop() has begun: a job fetched by a poll that was under
  // way when the stop began is failed at once (to be retried) rather than run during the close.
  const running = new Set<Promise<void>>();
  let stopping = false;
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    // Cron schedules (`schedule`): the daily automations' tick (docs/architecture.md, "Background
    // jobs"). Off where nothing is scheduled, so tests do not run the monitors.
    schedule: options.schedule ?? false,
    // Maintenance finds jobs whose process died (past their timeout) and queues their retry.
    maintenanceIntervalSeconds: Math.min(60, timeoutSeconds),
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const kind of JOB_KINDS) await boss.createQueue(kind);

  const workers = new Map<JobKind, string>();

  // Created, retry and active: every state before completed, cancelled and failed; a job made to
  // start later (`startAfter`: a push held past quiet hours) is not waited for until it is due.
  const busy = async (): Promise<boolean> => {
    const result = await db.executeSql(
      `select 1 from ${JOB_SCHEMA}.job
       where name = any($1::text[])
         and (state in ('retry', 'active') or (state = 'created' and start_after <= now()))
       limit 1`,
      [[...JOB_KINDS]],
    );
    return result.rows.length > 0;
  };

  return {
    async send(kind, data, { id, startAfter } = {}) {
      const jobId = await boss.send(kind, data, {
        id,
        startAfter,
        retryLimit: JOB_RETRIES,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: timeoutSeconds,
        db: sendDb,
      });
      const worker = workers.get(kind);
      if (worker) boss.notifyWorker(worker);
      return jobId;
    },

    async sendMany(kind, jobs) {
      for (let start = 0; start < jobs.length; start += SEND_MANY_CHUNK) {
        await boss.insert(
          jobs.slice(start, start + SEND_MANY_CHUNK).map(({ id, data }) => ({
            id,
            name: kind,
            data,
            retryLimit: JOB_RETRIES,
            retryDelay: retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: timeoutSeconds,
          })),
          { db: sendDb },
        );
      }
      const worker = workers.get(kind);
      if (worker) boss.notifyWorker(worker);
    },

    async schedule(kind, cron) {
      await boss.schedule(kind, cron, {}, { tz: 'UTC' });
    },

    async has(kind, id) {
      return (await boss.getJobById(kind, id, { includeArchive: true })) !== null;
    },

    async work<T>(kind: JobKind, handler: JobHandler<T>) {
      const worker = await boss.work<T>(
        kind,
        { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async ([job]) => {
          if (!job) return;
          if (stopping) throw new Error('the job queue is stopping: the job is tried again later');
          const run = handler(job.data, { id: job.id });
          running.add(run);
          try {
            await run;
          } finally {
            running.delete(run);
            // A worker that just did a job looks for the next at once rather than after the
            // polling interval: a queue of thousands (the automations' deliveries) drains at the
            // speed of its jobs. An empty fetch then waits the interval as before.
            const self = workers.get(kind);
            if (self && !stopping) boss.notifyWorker(self);
          }
        },
      );
      workers.set(kind, worker);
    },

    async drain(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while ((await busy()) && Date.now() < until) {
        for (const worker of workers.values()) boss.notifyWorker(worker);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async stop(timeoutMs) {
      stopping = true;
      const until = Date.now() + timeoutMs;
      const withinTime = (work: Promise<unknown>) =>
        Promise.race([
          work,
          new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())).unref()),
        ]);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // A handler pg-boss gave up waiting for is left to finish within what is left of the time;
      // then a macrotask lets pg-boss issue the statements that complete or fail those jobs, and
      // they are waited for (bounded too: a stalled database must not hold the close).
      await withinTime(Promise.allSettled([...running]));
      await new Promise((resolve) => setImmediate(resolve));
      await withinTime(Promise.allSettled([...inFlight]));
    },
  };
}
