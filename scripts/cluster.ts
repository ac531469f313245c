// `npm run cluster` (docs/deploy.md, "npm run cluster"): HAProxy on PORT (3000) in front of
// CLUSTER_PROCESSES (3) API processes on PostgreSQL and Redis, serving the SPA and the API on one
// port, round-robin. Ctrl-C stops everything.
import path from 'node:path';
import { ensureDatabase, startCluster } from './cluster/cluster';
import { REPOSITORY_ROOT } from './harness/paths';
import { clusterRedisUrl, requireHaproxy } from './cluster/prerequisites';
import { buildIfStale } from './harness/server';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/qrewards_cluster';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const processes = Number(process.env.CLUSTER_PROCESSES ?? 3);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
    fail('CLUSTER_PROCESSES must be a whole number from 1 to 16.');
  }
  const port = Number(process.env.PORT ?? 3000);
  requireHaproxy();
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    fail(
      'The cluster needs PostgreSQL: set DATABASE_URL to a postgres:// URL (an embedded database belongs to one process).',
    );
  }
  await ensureDatabase(databaseUrl).catch((error: Error) =>
    fail(`PostgreSQL did not answer at ${new URL(databaseUrl).host}: ${error.message}`),
  );
  const redisUrl = await clusterRedisUrl();

  buildIfStale();

  console.log(`Starting ${processes} API processes and HAProxy...`);
  const cluster = await startCluster({
    processes,
    port,
    databaseUrl,
    redisUrl,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(REPOSITORY_ROOT, 'cluster-data')),
    env: process.env.NODE_ENV ? { NODE_ENV: process.env.NODE_ENV } : {},
    echo: true,
  });
  console.log(
    [
      `QRewards cluster is running at http://localhost:${cluster.port}`,
      ...cluster.api.map((api) => `  ${api.name}  ${api.url}`),
      `  database ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, rate limits ${redisUrl ? 'in Redis' : 'per process'}`,
      'Requests are spread round-robin; the X-Served-By header names the process that answered.',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => fail(`The cluster could not start: ${(error as Error).message}`));
