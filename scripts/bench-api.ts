// `npm run bench:api` (docs/performance.md, "API throughput"): the built server under autocannon
// over loopback, 50 connections, on PGlite and (with TEST_DATABASE_URL) on a scratch PostgreSQL
// database. Each endpoint is compared with two routes that exist only in the bench server
// (scripts/bench/api-server.ts): a bare route (the ceiling) and the same primary-key SELECT
// through the same pool (the database floor); login with the raw scrypt rate measured in the same
// run. Ratios are what to read: this machine's CPU is shared and absolute figures swing. Before
// login, one merchant's 30 report loops beside another account's reads (bench/api-tenants.ts;
// BENCH_ONLY=tenants runs that alone). The server starts with the demo data written (that
// merchant's year of visits); everything else is seeded through the HTTP API (scripts/harness/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadEndpoint, rawHashRate, type LoadResult, type LoadTarget } from './bench/api-load';
import {
  benchTenants,
  printTenants,
  summariseTenants,
  type MeasuredTenants,
  type TenantsSummary,
} from './bench/api-tenants';
import { benchEachDatabase, eventLoopDelay } from './bench/each-database';
import { verifiedMerchant } from './harness/accounts';
import { call, signIn, type ApiAnswer } from './harness/api';
import { API_PREFIX as API, REPOSITORY_ROOT as root } from './harness/paths';
import { ADMINS, adminEnv, DEMO_MERCHANT } from './harness/people';
import { seedListedStores, seedStamping, type SeededMerchant } from './harness/seed';
import { startServer } from './harness/server';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const HASH_SECONDS = Number(process.env.BENCH_HASH_SECONDS ?? 2 * SECONDS);
const CONNECTIONS = 50;
// BENCH_CPU_PROF=1: the server writes a V8 CPU profile per database (open it in Chrome DevTools).
const CPU_PROFILES = process.env.BENCH_CPU_PROF && path.join(root, 'bench-results', 'profiles');
// Every connection sends at least one login (autocannon needs amount ≥ connections).
const LOGINS = Math.max(CONNECTIONS, Number(process.env.BENCH_LOGINS ?? CONNECTIONS));
const STORES = Number(process.env.BENCH_STORES ?? 20);
// Stores inserted in bulk besides, for the listing's search to run over (docs/performance.md).
const SEARCH_STORES = Number(process.env.BENCH_SEARCH_STORES ?? 3000);
const SEARCH_TERM = process.env.BENCH_SEARCH_TERM ?? 'bake';
// Stamps spread over this many customers: each takes 1000 a day at most (the seeded limit), and
// one customer's stamps wait on their card's lock in turn (docs/api.md, "Reward cards and stamps").
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
// The server's defaults (server/src/config-schema.ts, libuv): the bench measures what ships.
const HASH_COST = Number(process.env.PASSWORD_HASH_COST ?? 17);
const THREAD_POOL = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

const GOALS = {
  authenticatedReadVsFloor: 0.6,
  listingSearchVsFloor: 0.6,
  p99Ms: 50,
  loginVsRawHash: 0.9,
  eventLoopDelayMs: 50,
};
// BENCH_ONLY=tenants: only one merchant's reports beside everyone else (a quicker look at it).
const TENANTS_ONLY = process.env.BENCH_ONLY === 'tenants';

// Distinct searches for the listing's miss path: 2,900 terms times 4 page sizes, in a shuffled but
// fixed order, so no run of this bench asks the same search twice.
const FRESH_SEARCHES = Array.from({ length: 2900 }, (_, index) => String(100 + index)).flatMap(
  (term) => [10, 20, 25, 30].map((size) => `search=${term}&page_size=${size}`),
);
for (let index = FRESH_SEARCHES.length - 1; index > 0; index -= 1) {
  const other = (index * 7919) % (index + 1);
  [FRESH_SEARCHES[index], FRESH_SEARCHES[other]] = [
    FRESH_SEARCHES[other] as string,
    FRESH_SEARCHES[index] as string,
  ];
}
let freshSearches = 0;
const freshSearchPath = () =>
  `${API}/store-listing/stores?${FRESH_SEARCHES[freshSearches++ % FRESH_SEARCHES.length]}`;

interface Target extends Omit<LoadTarget, 'connections'> {
  name: string;
  floor?: boolean;
  search?: boolean;
  searchMiss?: boolean;
  authenticated?: boolean;
  login?: boolean;
  /**
   * A grouped read over a store's year of visits (the customer list): shown with the others, but
   * kept out of the primary-key reads' p99 goal (docs/performance.md, "Customers").
   */
  grouped?: boolean;
}

interface Row extends Target, LoadResult {
  loopMaxMs: number;
}

/** What each run loads, in order; login last, so its hashing never overlaps another run. */
function targets(
  merchant: SeededMerchant,
  stamping: { cardId: string; qrCodes: string[] },
  demo: DemoStore,
): Target[] {
  const bearer = { authorization: `Bearer ${merchant.token}` };
  let turn = 0;
  return [
    { name: 'ceiling: bare route', path: '/bench/ceiling' },
    { name: 'GET /health', path: `${API}/health` },
    { name: 'floor: SELECT by primary key', path: `/bench/floor/${merchant.userId}`, floor: true },
    { name: 'same SELECT, built per request', path: `/bench/floor-built/${merchant.userId}` },
    { name: 'GET /subscription/plans', path: `${API}/subscription/plans` },
    { name: 'GET /store-listing/stores', path: `${API}/store-listing/stores` },
    {
      name: `GET /store-listing/stores?search=${SEARCH_TERM}`,
      path: `${API}/store-listing/stores?search=${encodeURIComponent(SEARCH_TERM)}`,
      search: true,
    },
    {
      // Every request a search no request before it made: no kept answer to reuse (docs/performance.md,
      // "Store listing search"). Numbers of 3 and 4 digits, each in the names of some bulk stores.
      name: 'GET /store-listing/stores?search=<new each time>',
      path: `${API}/store-listing/stores`,
      setupRequest: (request) => ({ ...request, path: freshSearchPath() }),
      searchMiss: true,
    },
    { name: 'GET /stores/:id', path: `${API}/stores/${merchant.storeId}` },
    {
      name: 'GET /users/me (bearer)',
      path: `${API}/users/me`,
      headers: bearer,
      authenticated: true,
    },
    {
      // The demo merchant's busiest store: its year of visits grouped by customer, first page.
      name: `GET /stores/:id/customers (${demo.name})`,
      path: `${API}/stores/${demo.storeId}/customers`,
      headers: { authorization: `Bearer ${demo.token}` },
      grouped: true,
    },
    {
      // A write: each request a fresh Idempotency-Key, the customers in turn.
      name: 'POST /reward-cards/:id/stamps',
      path: `${API}/reward-cards/${stamping.cardId}/stamps`,
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      setupRequest: (request) => {
        turn += 1;
        return {
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ qr_code: stamping.qrCodes[turn % stamping.qrCodes.length] }),
        };
      },
    },
    {
      name: 'POST /auth/login',
      path: `${API}/auth/login`,
      method: 'POST',
      body: { email: merchant.email, password: merchant.password },
      amount: LOGINS,
      timeoutSeconds: 120,
      login: true,
    },
  ];
}

interface DemoStore {
  token: string;
  storeId: string;
  name: string;
}

/** The demo merchant (the server was started with the demo data) and its first store. */
async function demoStore(url: string): Promise<DemoStore> {
  const { token } = await signIn(url, DEMO_MERCHANT);
  const stores: ApiAnswer = await call(url, 'GET', '/stores/me', undefined, token);
  const store = stores.data.items[0] as { id: string; name: string } | undefined;
  if (!store) throw new Error('the demo merchant has no store');
  return { token, storeId: store.id, name: store.name };
}

/** Starts the bench server on `databaseUrl` (PGlite when undefined), seeds it and loads it. */
async function benchDatabase(label: string, databaseUrl: string | undefined) {
  console.log(
    `\n${label}: starting the server and seeding ${STORES} listed stores, then ${SEARCH_STORES} in bulk`,
  );
  const server = await startServer({
    port: PORT,
    entry: 'scripts/bench/api-server.ts',
    nodeArgs: CPU_PROFILES ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILES}`] : [],
    databaseUrl,
    seedDemo: true,
    env: adminEnv(ADMINS.bench),
    existingUrl: process.env.BENCH_URL,
  });
  const interactions = Number(server.seedOutput.match(/(\d+) interactions/)?.[1] ?? 0);
  const rows: Row[] = [];
  let rawHash: { rps: number; hashes: number } | undefined;
  let tenants: MeasuredTenants | undefined;
  try {
    if (TENANTS_ONLY) {
      const other = await verifiedMerchant(server.url);
      const measured = await benchTenants(server.url, other, {
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        interactions,
      });
      const summary = summariseTenants(measured);
      return { database: label, tenants: summary, goals: summary.goals };
    }
    const merchant = await seedListedStores(server.url, STORES, SEARCH_STORES);
    const stamping = await seedStamping(server.url, merchant, CUSTOMERS);
    const demo = await demoStore(server.url);
    for (const target of targets(merchant, stamping, demo)) {
      const run = { ...target, connections: CONNECTIONS, seconds: SECONDS };
      if (target.login) {
        // After the other reads, before login.
        console.log(`  one merchant's reports beside everyone else`);
        tenants = await benchTenants(server.url, merchant, {
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          interactions,
        });
        console.log(
          `  raw scrypt (N=2^${HASH_COST}, ${THREAD_POOL} in flight) for ${HASH_SECONDS} s`,
        );
        rawHash = await rawHashRate(server.url, {
          concurrency: THREAD_POOL,
          seconds: HASH_SECONDS,
        });
      } else if (WARMUP_SECONDS > 0) {
        await loadEndpoint(server.url, { ...run, seconds: WARMUP_SECONDS });
      }
      console.log(`  ${target.name}`);
      await eventLoopDelay(server.url, true);
      const measured = await loadEndpoint(server.url, run);
      rows.push({ ...target, ...measured, loopMaxMs: await eventLoopDelay(server.url, false) });
    }
  } finally {
    await server.stop();
  }
  if (!rawHash || !tenants) throw new Error('the run ended before login');
  return summarise(label, rows, rawHash, summariseTenants(tenants));
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '' : value.toFixed(digits);
const percent = (ratio: number) => `${fixed(ratio * 100, 0)} %`;

function summarise(
  label: string,
  rows: Row[],
  rawHash: { rps: number; hashes: number },
  tenants: TenantsSummary,
) {
  const found = (pick: (row: Row) => boolean | undefined): Row => {
    const row = rows.find(pick);
    if (!row) throw new Error('a measured endpoint is missing');
    return row;
  };
  const floor = found((row) => row.floor).rps;
  const login = found((row) => row.login);
  const reads = rows.filter((row) => !row.login && row.method !== 'POST' && !row.grouped);
  const me = found((row) => row.authenticated);
  const search = found((row) => row.search);
  const searchMiss = found((row) => row.searchMiss);
  const worstP99 = reads.reduce((worst, row) => (row.p99Ms > worst.p99Ms ? row : worst));
  const worstLoop = rows.reduce((worst, row) => (row.loopMaxMs > worst.loopMaxMs ? row : worst));
  const atLeast = (goal: string, ratio: number, min: number) => ({
    goal,
    shown: percent(ratio),
    target: `≥ ${percent(min)}`,
    met: ratio >= min,
  });
  const under = (goal: string, ms: number, max: number) => ({
    goal,
    shown: `${ms} ms`,
    target: `< ${max} ms`,
    met: ms < max,
  });
  const atMost = (goal: string, ms: number, max: number) => ({
    goal,
    shown: `${ms} ms`,
    target: `≤ ${max} ms`,
    met: ms <= max,
  });
  return {
    database: label,
    rawHash: { rps: rawHash.rps, hashes: rawHash.hashes, cost: HASH_COST, threads: THREAD_POOL },
    endpoints: rows.map((row) => ({
      endpoint: row.name,
      rps: row.rps,
      p50Ms: row.p50Ms,
      p99Ms: row.p99Ms,
      vsFloor: row.rps / floor,
      vsRawHash: row.login ? row.rps / rawHash.rps : undefined,
      loopMaxMs: row.loopMaxMs,
      requests: row.requests,
      failed: row.failed,
    })),
    tenants,
    goals: [
      atLeast('/users/me vs the floor', me.rps / floor, GOALS.authenticatedReadVsFloor),
      under('/users/me p99', me.p99Ms, GOALS.p99Ms),
      atLeast('listing search vs the floor', search.rps / floor, GOALS.listingSearchVsFloor),
      atLeast(
        'listing search, a new search each time, vs the floor',
        searchMiss.rps / floor,
        GOALS.listingSearchVsFloor,
      ),
      under(`worst read p99 (${worstP99.name})`, worstP99.p99Ms, GOALS.p99Ms),
      atLeast('login vs raw scrypt', login.rps / rawHash.rps, GOALS.loginVsRawHash),
      atMost(
        `worst event-loop delay (${worstLoop.name})`,
        worstLoop.loopMaxMs,
        GOALS.eventLoopDelayMs,
      ),
      ...tenants.goals,
    ],
  };
}

type Result = Awaited<ReturnType<typeof benchDatabase>>;

function print(result: Result) {
  if ('endpoints' in result) {
    console.log(`\n${result.database}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
    console.table(
      Object.fromEntries(
        result.endpoints.map((row) => [
          row.endpoint,
          {
            'req/s': fixed(row.rps, row.rps < 100 ? 2 : 0),
            'p50 ms': row.p50Ms,
            'p99 ms': row.p99Ms,
            'vs floor': percent(row.vsFloor),
            'vs raw hash': row.vsRawHash === undefined ? '' : percent(row.vsRawHash),
            'loop max ms': row.loopMaxMs,
            failed: row.failed,
          },
        ]),
      ),
    );
    console.log(
      `raw scrypt: ${fixed(result.rawHash.rps, 2)} hashes/s (N=2^${HASH_COST}, ${THREAD_POOL} threads)`,
    );
  }
  console.log(`\n${result.database}:`);
  printTenants(result.tenants);
  for (const { goal, shown, target, met } of result.goals) {
    console.log(`  ${met ? 'met   ' : 'MISSED'} ${goal}: ${shown} (goal ${target})`);
  }
}

async function main() {
  const results = await benchEachDatabase(benchDatabase);
  results.forEach(print);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', 'api.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version },
        settings: {
          connections: CONNECTIONS,
          seconds: SECONDS,
          logins: LOGINS,
          stores: STORES,
          searchStores: SEARCH_STORES,
          searchTerm: SEARCH_TERM,
          customers: CUSTOMERS,
        },
        results,
      },
      null,
      2,
    ),
  );
  console.log('Written to bench-results/api.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
