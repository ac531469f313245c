// `npm run bench:analytics` (docs/performance.md, "Analytics: npm run bench:analytics"): the built
// server on a scratch database filled by the demo seed (a year of two stores: docs/product.md,
// "Demo data"), signed in as the demo merchant, then autocannon on GET /analytics/overview for the
// whole year (all stores, then the busiest store) and one GET /analytics/export timed to its last
// byte. On PGlite, then (with TEST_DATABASE_URL) on a scratch PostgreSQL database. Each endpoint
// is compared with the database floor of the bench server (scripts/bench/api-server.ts) measured
// in the same run. Goal (docs/performance.md, "Analytics"): a year of data for a busy store under
// 200 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEndpoint, type LoadResult, type LoadTarget } from './bench/api-load';
import { benchEachDatabase, eventLoopDelay } from './bench/each-database';
import { call, signIn } from './harness/api';
import { API_PREFIX as API, REPOSITORY_ROOT as root } from './harness/paths';
import { DEMO_MERCHANT } from './harness/people';
import { startServer } from './harness/server';

const PORT = Number(process.env.BENCH_PORT ?? 3410);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
// Analytics answers take tens of ms of database work each: 10 connections already queue.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GOAL_MS = 200;
// Requests timed one after the other, for the latency of one request on an idle server.
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);

/** YYYY-MM-DD of `date` in UTC, moved by `days`. */
function day(date: Date, days = 0) {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** One GET of the CSV export, timed to its last byte: `{ ms, rows, bytes }`. */
async function timeExport(url: string, query: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${url}${API}/analytics/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  const text = await response.text();
  const ms = performance.now() - started;
  const lines = text.split('\n').filter((line) => line.length > 0).length;
  return { ms: Math.round(ms), rows: lines - 1, bytes: Buffer.byteLength(text) };
}

/** `SAMPLES` requests one at a time, each timed to its last byte: `{ medianMs, maxMs, failed }`. */
interface OneByOne {
  medianMs: number | undefined;
  maxMs: number | undefined;
  failed: number;
}

async function timeOneByOne(
  url: string,
  target: { path: string; headers?: Record<string, string> },
): Promise<OneByOne> {
  const times: number[] = [];
  let failed = 0;
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${target.path}`, { headers: target.headers });
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started);
    else failed += 1;
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times.length ? Math.round(times[Math.floor((times.length - 1) / 2)] ?? 0) : undefined,
    maxMs: times.length ? Math.round(times.at(-1) ?? 0) : undefined,
    failed,
  };
}

interface Target extends Omit<LoadTarget, 'connections'> {
  name: string;
  floor?: boolean;
  analytics?: boolean;
  oneByOne?: OneByOne;
}

interface Row extends Target, LoadResult {
  connections: number;
  loopMaxMs: number;
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  console.log(`\n${label}: seeding the demo data, then starting the server`);
  const server = await startServer({
    port: PORT,
    entry: 'scripts/bench/api-server.ts',
    databaseUrl,
    seedDemo: true,
  });
  console.log(server.seedOutput.replace(/^/gm, '  '));
  const rows: Row[] = [];
  let exported: Awaited<ReturnType<typeof timeExport>> | undefined;
  try {
    const { token, userId } = await signIn(server.url, DEMO_MERCHANT);
    const bearer = { authorization: `Bearer ${token}` };
    const stores = await call(server.url, 'GET', '/stores/me', undefined, token);
    const today = new Date();
    const year = `from=${day(today, -365)}&to=${day(today)}`;
    // The busiest store: the one with the most interactions this year.
    let busiest: { id: string; name: string; scans: number } | undefined;
    for (const store of stores.data.items) {
      const answer = await call(
        server.url,
        'GET',
        `/analytics/overview?${year}&store_id=${store.id}`,
        undefined,
        token,
      );
      const scans = answer.data.totals.scans;
      if (!busiest || scans > busiest.scans) busiest = { ...store, scans };
    }
    if (!busiest) throw new Error('the demo merchant has no store');
    const targets: Target[] = [
      { name: 'floor: SELECT by primary key', path: `/bench/floor/${userId}`, floor: true },
      {
        name: 'GET /analytics/overview, a year, all stores',
        path: `${API}/analytics/overview?${year}`,
        headers: bearer,
        analytics: true,
      },
      {
        name: `GET /analytics/overview, a year, ${busiest.name}`,
        path: `${API}/analytics/overview?${year}&store_id=${busiest.id}`,
        headers: bearer,
        analytics: true,
      },
    ];
    for (const target of targets) {
      if (target.analytics) {
        console.log(`  ${target.name}: ${SAMPLES} requests one at a time`);
        target.oneByOne = await timeOneByOne(server.url, target);
      }
      for (const connections of target.analytics ? [1, CONNECTIONS] : [CONNECTIONS]) {
        const run = { ...target, connections, seconds: SECONDS };
        if (WARMUP_SECONDS > 0) await loadEndpoint(server.url, { ...run, seconds: WARMUP_SECONDS });
        console.log(`  ${target.name} (${connections} connection${connections > 1 ? 's' : ''})`);
        await eventLoopDelay(server.url, true);
        const measured = await loadEndpoint(server.url, run);
        rows.push({
          ...target,
          connections,
          ...measured,
          loopMaxMs: await eventLoopDelay(server.url, false),
        });
      }
    }
    console.log('  GET /analytics/export, a year, all stores (once)');
    exported = await timeExport(server.url, year, token);
  } finally {
    await server.stop();
  }
  if (!exported) throw new Error('the export was not timed');
  return summarise(label, rows, exported, server.seedMs);
}

function summarise(
  label: string,
  rows: Row[],
  exported: Awaited<ReturnType<typeof timeExport>>,
  seedMs: number,
) {
  const floor = rows.find((row) => row.floor)?.rps ?? 0;
  const store = rows.filter((row) => row.analytics).at(-1)?.oneByOne;
  if (!store) throw new Error('no analytics row was measured');
  return {
    database: label,
    seedMs: Math.round(seedMs),
    oneByOne: rows
      .filter((row) => row.analytics && row.connections === 1)
      .map((row) => ({ endpoint: row.name, ...row.oneByOne })),
    endpoints: rows.map((row) => ({
      endpoint: row.name,
      connections: row.connections,
      rps: row.rps,
      // autocannon reports 0 when no answer came back within the run.
      p50Ms: row.rps > 0 ? row.p50Ms : undefined,
      p99Ms: row.rps > 0 ? row.p99Ms : undefined,
      vsFloor: row.rps / floor,
      loopMaxMs: row.loopMaxMs,
      requests: row.requests,
      failed: row.failed,
    })),
    export: exported,
    goal: {
      goal: `a year of one store, one request at a time: median under ${GOAL_MS} ms`,
      shown:
        store.medianMs === undefined
          ? 'no answer'
          : `median ${store.medianMs} ms, slowest ${store.maxMs} ms of ${SAMPLES}`,
      met: store.medianMs !== undefined && store.medianMs < GOAL_MS,
    },
  };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;

function print(result: ReturnType<typeof summarise>) {
  console.log(
    `\n${result.database}: ${SECONDS} s per run; demo seed ${(result.seedMs / 1000).toFixed(1)} s`,
  );
  console.table(
    Object.fromEntries(
      result.endpoints.map((row) => [
        `${row.endpoint} ×${row.connections}`,
        {
          'req/s': row.rps.toFixed(row.rps < 100 ? 1 : 0),
          'p50 ms': row.p50Ms ?? '—',
          'p99 ms': row.p99Ms ?? '—',
          'vs floor': percent(row.vsFloor),
          'loop max ms': row.loopMaxMs,
          failed: row.failed,
        },
      ]),
    ),
  );
  for (const row of result.oneByOne) {
    console.log(
      `  one at a time, ${row.endpoint}: median ${row.medianMs ?? '—'} ms, slowest ${row.maxMs ?? '—'} ms${row.failed ? `, ${row.failed} failed` : ''}`,
    );
  }
  const { ms, rows, bytes } = result.export;
  console.log(`  export: ${rows} rows, ${(bytes / 1024).toFixed(0)} kB, last byte after ${ms} ms`);
  const { goal, shown, met } = result.goal;
  console.log(`  ${met ? 'met   ' : 'MISSED'} ${goal}: ${shown}`);
}

async function main() {
  const results = await benchEachDatabase(benchDatabase);
  results.forEach(print);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', 'analytics.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg() },
        settings: { connections: CONNECTIONS, seconds: SECONDS, samples: SAMPLES },
        results,
      },
      null,
      2,
    ),
  );
  console.log('Written to bench-results/analytics.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
