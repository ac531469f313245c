// `npm run bench:soak` (docs/performance.md, "Past one machine"; not in CI): the mixed traffic of
// bench:cluster (scripts/cluster/mixed-traffic.ts) through HAProxy in front of 3 API processes for
// SOAK_SECONDS (600) on a scratch PostgreSQL database and Redis. Reports the errors (the goal is
// none), each process's resident memory after the seed and after the soak (and the most seen in
// between), and each process's worst event-loop delay during the soak, read from the process
// itself at its own port (GET /bench/event-loop of scripts/bench/api-server.ts). The table also
// goes to bench-results/soak.md.
import {
  eventLoopMaxMs,
  seedThroughBalancer,
  startBenchCluster,
  withBenchEnvironment,
  writeResult,
} from './cluster/bench-setup';
import type { Cluster } from './cluster/cluster';
import {
  MIX_DESCRIPTION,
  figure,
  kindShares,
  loadAverage,
  markdownTable,
  milliseconds,
  runMixedTraffic,
  type MixedTrafficSeed,
} from './cluster/mixed-traffic';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PROCESSES = Number(process.env.SOAK_PROCESSES ?? 3);
const STORES = Number(process.env.BENCH_STORES ?? 20);
const SEARCH_STORES = Number(process.env.BENCH_SEARCH_STORES ?? 3000);
// Each customer takes 1,000 stamps a day at most (the seeded limit, the highest the settings
// take): enough customers for 150 stamps/s, more than this machine serves, for the whole soak.
const CUSTOMERS = Number(
  process.env.BENCH_CUSTOMERS ?? Math.max(20, Math.ceil((SECONDS * 150) / 1000)),
);
// How often the processes' memory is read during the soak.
const SAMPLE_MS = Math.max(1_000, (SECONDS * 1000) / 20);

const megabytes = (bytes: number | null | undefined) =>
  bytes ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : '—';

/** The mixed traffic for SECONDS, each process's memory sampled meanwhile; answers the report. */
async function soak(
  cluster: Cluster,
  seed: MixedTrafficSeed,
  startedAt: Date,
  loadAtStart: string,
) {
  const before = cluster.api.map((api) => api.running?.rssBytes() ?? null);
  const peak = [...before];
  await Promise.all(cluster.api.map((api) => eventLoopMaxMs(api.url, true)));
  console.log(`  soaking for ${SECONDS} s, load ${loadAverage()}`);
  const sampler = setInterval(() => {
    cluster.api.forEach((api, index) => {
      const rss = api.running?.rssBytes() ?? null;
      if (rss !== null && rss > (peak[index] ?? 0)) peak[index] = rss;
    });
    console.log(
      `    ${new Date().toISOString().slice(11, 19)} RSS ${cluster.api
        .map((api) => `${api.name} ${megabytes(api.running?.rssBytes())}`)
        .join(', ')}; load ${loadAverage()}`,
    );
  }, SAMPLE_MS);
  const result = await runMixedTraffic(cluster.url, seed, SECONDS).finally(() =>
    clearInterval(sampler),
  );
  const loops = await Promise.all(cluster.api.map((api) => eventLoopMaxMs(api.url)));
  const after = cluster.api.map((api) => api.running?.rssBytes() ?? null);
  const loadAtEnd = loadAverage();
  for (const failure of result.failures) console.log(`    failed: ${failure}`);

  const table = markdownTable(
    [
      'process',
      'answered',
      'RSS after seed',
      'RSS after soak',
      'RSS most seen',
      'event loop max ms',
    ],
    cluster.api.map((api, index) => [
      api.name,
      (result.servedBy[api.name] ?? 0).toLocaleString('en-US'),
      megabytes(before[index]),
      megabytes(after[index]),
      megabytes(Math.max(peak[index] ?? 0, after[index] ?? 0)),
      milliseconds(loops[index] ?? 0),
    ]),
  );
  const total = markdownTable(
    ['seconds', 'req/s', 'p50 ms', 'p99 ms', 'sign-in p99 ms', 'errors'],
    [
      [
        String(SECONDS),
        figure(result.rps),
        milliseconds(result.p50Ms),
        milliseconds(result.p99Ms),
        milliseconds(result.loginP99Ms),
        String(result.errors),
      ],
    ],
  );
  return [
    `# npm run bench:soak, ${startedAt.toISOString()}`,
    '',
    `${PROCESSES} processes, ${SECONDS} s; ${MIX_DESCRIPTION}.`,
    `Answers by kind: ${kindShares(result)}.`,
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
    '',
    total,
    '',
    table,
    '',
    result.errors === 0 ? 'No errors.' : `${result.errors} errors: the goal is none.`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const report = await withBenchEnvironment(async ({ databaseUrl, redisUrl, dataDir }) => {
    const startedAt = new Date();
    const loadAtStart = loadAverage();
    console.log(
      `bench:soak: ${PROCESSES} processes for ${SECONDS} s on ${new URL(databaseUrl).pathname.slice(1)}, load ${loadAtStart}`,
    );
    const cluster = await startBenchCluster(PROCESSES, databaseUrl, redisUrl, dataDir);
    try {
      const seed = await seedThroughBalancer(cluster, {
        stores: STORES,
        searchStores: SEARCH_STORES,
        customers: CUSTOMERS,
      });
      return await soak(cluster, seed, startedAt, loadAtStart);
    } finally {
      await cluster.stop();
    }
  });
  console.log(`\n${report}`);
  console.log(`Written to ${writeResult('soak.md', report)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
