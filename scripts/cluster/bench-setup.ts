// What `npm run bench:cluster` and `npm run bench:soak` share: the build, the scratch database,
// Redis, and a cluster of bench servers (scripts/bench/api-server.ts: the built server plus
// GET /bench/event-loop and the bulk stores the listing's search runs over).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../harness/paths';
import { ADMINS, adminEnv } from '../harness/people';
import { startCluster, type Cluster } from './cluster';

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
