// `npm run bench:cluster` (docs/performance.md, "Past one machine"): the same mixed traffic
// (scripts/cluster/mixed-traffic.ts) through HAProxy in front of 1, 2 and 3 API processes, on one
// scratch PostgreSQL database seeded once, and Redis. The cluster is started afresh for each count
// on the same database: processes that are not measured take no memory, connections or CPU.
// The table also goes to bench-results/cluster.md.
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
  type MixedResult,
  type MixedTrafficSeed,
} from './cluster/mixed-traffic';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map(Number);
const STORES = Number(process.env.BENCH_STORES ?? 20);
const SEARCH_STORES = Number(process.env.BENCH_SEARCH_STORES ?? 3000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);

interface Row {
  processes: number;
  result: MixedResult;
  loopMaxMs: number;
}

async function measure(cluster: Cluster, seed: MixedTrafficSeed, processes: number): Promise<Row> {
  if (WARMUP_SECONDS > 0) await runMixedTraffic(cluster.url, seed, WARMUP_SECONDS);
  await Promise.all(cluster.api.map((api) => eventLoopMaxMs(api.url, true)));
  console.log(`  ${processes} process(es): ${SECONDS} s, load average ${loadAverage()}`);
  const result = await runMixedTraffic(cluster.url, seed, SECONDS);
  const loops = await Promise.all(cluster.api.map((api) => eventLoopMaxMs(api.url)));
  console.log(
    `    ${figure(result.rps)} req/s, p99 ${result.p99Ms} ms, errors ${result.errors}; ` +
      `served by ${JSON.stringify(result.servedBy)}`,
  );
  for (const failure of result.failures) console.log(`    failed: ${failure}`);
  return { processes, result, loopMaxMs: Math.max(...loops) };
}

/** Each count of processes in turn, on one environment, seeded through the first cluster. */
function measureEachCount() {
  return withBenchEnvironment(async ({ databaseUrl, redisUrl, dataDir }) => {
    const startedAt = new Date();
    const loadAtStart = loadAverage();
    console.log(`bench:cluster on ${new URL(databaseUrl).pathname.slice(1)}, load ${loadAtStart}`);
    const rows: Row[] = [];
    let seed: MixedTrafficSeed | undefined;
    for (const processes of COUNTS) {
      console.log(`Starting ${processes} API process(es) and HAProxy...`);
      const cluster = await startBenchCluster(processes, databaseUrl, redisUrl, dataDir);
      try {
        seed ??= await seedThroughBalancer(cluster, {
          stores: STORES,
          searchStores: SEARCH_STORES,
          customers: CUSTOMERS,
        });
        rows.push(await measure(cluster, seed, processes));
      } finally {
        await cluster.stop();
      }
    }
    return { startedAt, loadAtStart, rows };
  });
}

async function main(): Promise<void> {
  const { startedAt, loadAtStart, rows } = await measureEachCount();
  const loadAtEnd = loadAverage();

  const base = rows.find((row) => row.processes === 1)?.result.rps;
  const table = markdownTable(
    ['processes', 'req/s', 'p99 ms', 'errors', 'scaling', 'sign-in p99 ms', 'event loop max ms'],
    rows.map(({ processes, result, loopMaxMs }) => [
      String(processes),
      figure(result.rps),
      milliseconds(result.p99Ms),
      String(result.errors),
      base ? `${(result.rps / base).toFixed(2)}×` : '—',
      milliseconds(result.loginP99Ms),
      milliseconds(loopMaxMs),
    ]),
  );
  const last = rows.at(-1);
  const report = [
    `# npm run bench:cluster, ${startedAt.toISOString()}`,
    '',
    `${SECONDS} s per count after ${WARMUP_SECONDS} s of warm-up; ${MIX_DESCRIPTION}.`,
    last ? `Answers by kind in the ${last.processes}-process run: ${kindShares(last.result)}.` : '',
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
    '',
    table,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  console.log(`Written to ${writeResult('cluster.md', report)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
