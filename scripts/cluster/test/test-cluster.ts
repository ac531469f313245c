import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createScratchDatabase } from '../../harness/database';
import { API_PREFIX } from '../../harness/paths';
import { ADMINS, PASSWORD, adminEnv } from '../../harness/people';
import { startCluster, type Cluster } from '../cluster';
import { TEST_DATABASE_URL } from '../prerequisites';
import { freePort, spawnChild, type Child } from '../../harness/processes';
import { request } from './http';

export const STRIPE_WEBHOOK_SECRET = 'whsec_cluster_test_secret';

/** A Redis of the test's own, so stopping it stops nobody else's. */
export interface PrivateRedis {
  readonly url: string;
  start(): Promise<void>;
  /** `kill -9`, as a crashed Redis. */
  kill(): Promise<void>;
}

async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let running: Child | null = null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      running = spawnChild(
        process.env.REDIS_SERVER_BIN ?? 'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { cwd: os.tmpdir(), env: { PATH: process.env.PATH }, name: 'redis', echo: false },
      );
      const deadline = Date.now() + 10_000;
      while (!/Ready to accept connections/.test(running.output())) {
        if (Date.now() > deadline)
          throw new Error(`redis-server did not start:\n${running.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async kill() {
      await running?.stop('SIGKILL');
      running = null;
    },
  };
  await redis.start();
  return redis;
}

export interface TestCluster {
  readonly cluster: Cluster;
  readonly redis: PrivateRedis;
  readonly databaseUrl: string;
  /** One SQL query on the cluster's database, for what no API shows (rows of a table). */
  sql<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Three API processes (or `processes`) behind HAProxy on a scratch PostgreSQL database (beside
 * TEST_DATABASE_URL, default the machine's `test`) and a Redis of the test's own. Rate limits are
 * the production ones unless `env` says otherwise.
 */
export async function startTestCluster(
  env: NodeJS.ProcessEnv = {},
  { processes = 3 }: { processes?: number } = {},
): Promise<TestCluster> {
  const base = TEST_DATABASE_URL;
  const scratch = await createScratchDatabase(base);
  const redis = await privateRedis();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-cluster-'));
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      processes,
      databaseUrl: scratch.url,
      redisUrl: redis.url,
      dataDir,
      env: {
        ...adminEnv(ADMINS.bench),
        STRIPE_WEBHOOK_SECRET,
        PASSWORD_HASH_COST: '10',
        ...env,
      },
    });
  } catch (error) {
    await redis.kill();
    await scratch.drop();
    throw error;
  }
  return {
    cluster,
    redis,
    databaseUrl: scratch.url,
    async sql(text, values = []) {
      const client = new Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async close() {
      await cluster.stop();
      await redis.kill();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in at `origin` (the balancer or one process): the session's two tokens. */
export async function signIn(origin: string, email: string, from?: string) {
  const login = await request(origin, 'POST', `${API_PREFIX}/auth/login`, {
    from,
    body: { email, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    access: login.body.data.tokens.access_token as string,
    refresh: login.body.data.tokens.refresh_token as string,
  };
}
