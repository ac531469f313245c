// `npm run bench:analytics` (docs/performance.md, "Analytics: npm run bench:analytics"): the built
// server on a scratch database filled by the demo seed (a year of two stores: docs/product.md,
// "Demo data"), signed in as the demo merchant, then autocannon on GET /analytics/overview for the
// whole year (all stores, then the busiest store) and one GET /analytics/export timed to its last
// byte. On PGlite, then (with TEST_DATABASE_URL) on a scratch PostgreSQL database. Each endpoint
// is compared with the database floor of the bench server (scripts/bench/api-server.mjs) measured
// in the same run. Goal (issue 11): a year of data for a busy store under 200 ms.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEndpoint } from './bench/api-load.mjs';
import { benchEachDatabase } from './bench/scratch-database.mjs';
import { call, root, startProduct } from './bench/server.mjs';

const API = '/api/merchant';
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
// Analytics answers take tens of ms of database work each: 10 connections already queue.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GOAL_MS = 200;
// Requests timed one after the other, for the latency of one request on an idle server.
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);

/** YYYY-MM-DD of `date` in UTC, moved by `days`. */
function day(date, days = 0) {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** `node server/dist/seed-demo.js` on the database the server will use; answers its output. */
function seedDemo(env) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'server/dist/seed-demo.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // Not the bench server's port: the seed checks that no server holds an embedded database.
      PORT: String(PORT + 1),
      ...env,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`seed:demo failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return { output: result.stdout.trim(), ms: performance.now() - started };
}

/** One GET of the CSV export, timed to its last byte: `{ ms, rows, bytes }`. */
async function timeExport(url, query, token) {
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
async function timeOneByOne(url, target) {
  const times = [];
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
    medianMs: times.length ? Math.round(times[Math.floor((times.length - 1) / 2)]) : undefined,
    maxMs: times.length ? Math.round(times.at(-1)) : undefined,
    failed,
  };
}

async function eventLoopDelay(url, reset) {
  const response = await fetch(`${url}/bench/event-loop${reset ? '?reset=1' : ''}`);
  return (await response.json()).max_ms;
}

async function benchDatabase(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qr-bench-analytics-'));
  const env = { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
  console.log(`\n${label}: seeding the demo data`);
  const seed = seedDemo(env);
  console.log(seed.output.replace(/^/gm, '  '));
  const server = await startProduct(PORT, { entry: 'scripts/bench/api-server.mjs', env });
  const rows = [];
  let exported;
  try {
    const email = seed.output.match(/merchant\s+(\S+)\s+password\s+(\S+)/);
    if (!email) throw new Error('the seed did not print the merchant account');
    const login = await call(server.url, 'POST', '/auth/login', {
      email: email[1],
      password: email[2],
    });
    const token = login.data.tokens.access_token;
    const userId = login.data.user.id;
    const bearer = { authorization: `Bearer ${token}` };
    const stores = await call(server.url, 'GET', '/stores/me', undefined, token);
    const today = new Date();
    const year = `from=${day(today, -365)}&to=${day(today)}`;
    // The busiest store: the one with the most interactions this year.
    let busiest;
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
    const targets = [
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
  return summarise(label, rows, exported, seed.ms);
}

function summarise(label, rows, exported, seedMs) {
  const floor = rows.find((row) => row.floor).rps;
  const store = rows.filter((row) => row.analytics).at(-1).oneByOne;
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

const percent = (ratio) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;

function print(result) {
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
