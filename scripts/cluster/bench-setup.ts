// What `npm run bench:cluster` and `npm run bench:soak` share: the build, the scratch database,
// Redis, and a cluster of bench servers (scripts/bench/api-server.ts: the built server plus
// GET /bench/event-loop and the bulk stores the listing's search runs over).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../harness/database';
import { REPOSITORY_ROOT } from '../harness/paths';
import { ADMINS, adminEnv } from '../harness/people';
import { buildIfStale } from '../harness/server';
import { startCluster, type Cluster } from './cluster';
import { seedMixedTraffic, type MixedTrafficSeed } from './mixed-traffic';
import { TEST_DATABASE_URL, clusterRedisUrl, requireHaproxy } from './prerequisites';

/** Where a bench's clusters run: one scratch database seeded once, Redis, a data folder. */
export interface BenchEnvironment {
  databaseUrl: string;
  redisUrl: string | undefined;
  dataDir: string;
}

/**
 * Builds the server when stale, checks HAProxy and Redis, creates the scratch database and data
 * folder, runs `bench` on them, and drops both afterwards whatever happened.
 */
export async function withBenchEnvironment<T>(
  bench: (environment: BenchEnvironment) => Promise<T>,
): Promise<T> {
  buildIfStale();
  requireHaproxy();
  const redisUrl = await clusterRedisUrl();
  const scratch = await createScratchDatabase(TEST_DATABASE_URL);
  const dataDir = benchDataDir();
  try {
    return await bench({ databaseUrl: scratch.url, redisUrl, dataDir });
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The sizes of the mixed traffic's seed (scripts/cluster/mixed-traffic.ts). */
export interface BenchSeedSizes {
  stores: number;
  searchStores: number;
  customers: number;
}

/** Seeds the mixed traffic through the cluster's balancer, saying so. */
export function seedThroughBalancer(
  cluster: Cluster,
  sizes: BenchSeedSizes,
): Promise<MixedTrafficSeed> {
  console.log(
    `  seeding through the balancer: ${sizes.stores} listed stores, ${sizes.searchStores} in bulk, ${sizes.customers} customers`,
  );
  return seedMixedTraffic(cluster.url, sizes);
}

/** A data folder for the bench's processes (the JWT key file they share, HAProxy's files). */
export function benchDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'qr-bench-cluster-'));
}

/** `processes` bench servers behind HAProxy on `databaseUrl`, rate limits out of the way. */
export function startBenchCluster(
  processes: number,
  databaseUrl: string,
  redisUrl: string | undefined,
  dataDir: string,
): Promise<Cluster> {
  return startCluster({
    processes,
    databaseUrl,
    redisUrl,
    dataDir,
    entry: path.join(REPOSITORY_ROOT, 'scripts/bench/api-server.ts'),
    env: {
      // The highest the server takes: the bench signs in and stamps far more often than people.
      RATE_LIMIT_MULTIPLIER: '10000',
      // The seed's token must outlive a soak of any length.
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      // The admin that accepts the seeded stores' merchant requests (scripts/harness/seed.ts).
      ...adminEnv(ADMINS.bench),
      ...(process.env.PASSWORD_HASH_COST && {
        PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
      }),
      ...(process.env.UV_THREADPOOL_SIZE && { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE }),
    },
  });
}

/** The worst event-loop delay of one process since the last reset (`reset` starts a new one). */
export async function eventLoopMaxMs(processUrl: string, reset = false): Promise<number> {
  const response = await fetch(`${processUrl}/bench/event-loop${reset ? '?reset=1' : ''}`, {
    signal: AbortSignal.timeout(10_000),
  });
  return ((await response.json()) as { max_ms: number }).max_ms;
}

/** Writes `text` to bench-results/`name` (git-ignored); answers the path, relative. */
export function writeResult(name: string, text: string): string {
  const folder = path.join(REPOSITORY_ROOT, 'bench-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, name), text);
  return path.join('bench-results', name);
}
