// The traffic of `npm run bench:cluster` and `npm run bench:soak` (docs/performance.md, "Past one
// machine"): one seed made through the HTTP API, then the same mix of reads, stamps and sign-ins
// sent through the balancer with autocannon.
//
// The mix. `connections` connections each loop over the same 10 requests, as fast as answers come:
//   4 × GET /store-listing/stores?search=…  3 with a popular term (kept per process after its first
//                                           answer), 1 with a term no request asked before;
//   5 × GET /stores/:id                     the listed stores in turn;
//   1 × POST /reward-cards/:id/stamps       a fresh Idempotency-Key each, the customers in turn.
// Beside them, sign-ins (POST /auth/login) arrive at a fixed LOGINS_PER_SECOND (1) on 2 connections
// of their own, whatever the number of processes: each costs a scrypt hash at the server's
// PASSWORD_HASH_COST (2^17, 128 MiB, about 0.4 s of a core), so a loop that signed in as often as
// it reads would measure scrypt and nothing else. People sign in once and then use their token.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { autocannon, type AutocannonRequest } from '../bench/autocannon';
import { call } from '../harness/api';
import { API_PREFIX } from '../harness/paths';
import { seedListedStores, seedStamping, type SeededMerchant } from '../harness/seed';

export const LOGINS_PER_SECOND = Number(process.env.BENCH_LOGINS_PER_SECOND ?? 1);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface MixedTrafficSeed {
  merchant: SeededMerchant;
  cardId: string;
  qrCodes: string[];
  storeIds: string[];
}

/** Listed stores, bulk stores for the search, a stamping card and its customers. */
export async function seedMixedTraffic(
  url: string,
  options: { stores: number; searchStores: number; customers: number },
): Promise<MixedTrafficSeed> {
  const merchant = await seedListedStores(url, options.stores, options.searchStores);
  const { cardId, qrCodes } = await seedStamping(url, merchant, options.customers);
  const listed = await call(url, 'GET', '/store-listing/stores?page_size=100');
  const storeIds = (listed.data.items as { id: string }[]).map((store) => store.id);
  return { merchant, cardId, qrCodes, storeIds };
}

// Popular terms: words of the bulk stores' names (scripts/bench/api-server.ts), each asked again
// and again, so each process answers it from its listing cache after the first time.
const POPULAR = ['bake', 'coffee', 'books', 'luna', 'market', 'tea', 'golden', 'pizz', 'deli'];
// New terms: the numbers in the bulk stores' names, 4 page sizes each, in a fixed shuffled order
// (bench:api's own list starts the other way round, so the two benches do not share misses).
const FRESH = Array.from({ length: 2900 }, (_, index) => String(2999 - index)).flatMap((term) =>
  [10, 20, 25, 30].map((size) => `search=${term}&page_size=${size}`),
);
for (let index = FRESH.length - 1; index > 0; index -= 1) {
  const other = (index * 7919) % (index + 1);
  [FRESH[index], FRESH[other]] = [FRESH[other] as string, FRESH[index] as string];
}

export type RequestKind = 'listing search' | 'store' | 'stamp' | 'login';
const SEQUENCE: Exclude<RequestKind, 'login'>[] = [
  'listing search',
  'store',
  'listing search',
  'store',
  'stamp',
  'listing search',
  'store',
  'listing search',
  'store',
  'store',
];
const FRESH_TURN = 5; // the third search of the sequence asks a new term

export const MIX_DESCRIPTION =
  `${CONNECTIONS} connections, each looping over 10 requests: 4 listing searches ` +
  '(3 popular terms, 1 new term), 5 store pages, 1 stamp with a fresh Idempotency-Key; ' +
  `plus ${LOGINS_PER_SECOND} sign-in/s on 2 connections of its own`;

export interface KindCount {
  ok: number;
  failed: number;
}

export interface MixedResult {
  seconds: number;
  /** 2xx answers per second, all kinds together. */
  rps: number;
  /** Latency of the read and stamp loop (sign-ins have their own, `loginP99Ms`). */
  p50Ms: number;
  p99Ms: number;
  loginP99Ms: number;
  /** Non-2xx answers, connection errors and timeouts, all kinds together. */
  errors: number;
  byKind: Record<RequestKind, KindCount>;
  /** Answers per process, from the balancer's X-Served-By header. */
  servedBy: Record<string, number>;
  /** The first few failures: status and the start of the body. */
  failures: string[];
}

let freshTurn = 0;
let stampTurn = 0;
let storeTurn = 0;
let popularTurn = 0;

/** Sends the mix through `url` (the balancer) for `seconds`. */
export async function runMixedTraffic(
  url: string,
  seed: MixedTrafficSeed,
  seconds: number,
): Promise<MixedResult> {
  const byKind: Record<RequestKind, KindCount> = {
    'listing search': { ok: 0, failed: 0 },
    store: { ok: 0, failed: 0 },
    stamp: { ok: 0, failed: 0 },
    login: { ok: 0, failed: 0 },
  };
  const servedBy: Record<string, number> = {};
  const failures: string[] = [];
  const record =
    (kind: RequestKind) =>
    (status: number, body: string, _context: unknown, headers: object): void => {
      const count = byKind[kind];
      if (status >= 200 && status < 300) count.ok += 1;
      else {
        count.failed += 1;
        if (failures.length < 5) failures.push(`${kind}: ${status} ${String(body).slice(0, 200)}`);
      }
      const served = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-served-by');
      if (served) servedBy[String(served[1])] = (servedBy[String(served[1])] ?? 0) + 1;
    };
  const bearer = { authorization: `Bearer ${seed.merchant.token}` };
  const requests = SEQUENCE.map((kind, index) => ({
    onResponse: record(kind),
    setupRequest: (request: AutocannonRequest): AutocannonRequest => {
      if (kind === 'stamp') {
        stampTurn += 1;
        return {
          ...request,
          method: 'POST',
          path: `${API_PREFIX}/reward-cards/${seed.cardId}/stamps`,
          headers: {
            ...bearer,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ qr_code: seed.qrCodes[stampTurn % seed.qrCodes.length] }),
        };
      }
      if (kind === 'store') {
        storeTurn += 1;
        const id = seed.storeIds[storeTurn % seed.storeIds.length] ?? seed.merchant.storeId;
        return { ...request, method: 'GET', path: `${API_PREFIX}/stores/${id}`, headers: {} };
      }
      let query: string;
      if (index === FRESH_TURN) {
        query = FRESH[freshTurn % FRESH.length] as string;
        freshTurn += 1;
      } else {
        query = `search=${POPULAR[popularTurn % POPULAR.length] as string}`;
        popularTurn += 1;
      }
      return {
        ...request,
        method: 'GET',
        path: `${API_PREFIX}/store-listing/stores?${query}`,
        headers: {},
      };
    },
  }));

  const [loop, logins] = await Promise.all([
    autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10, requests }),
    LOGINS_PER_SECOND > 0
      ? autocannon({
          url: `${url}${API_PREFIX}/auth/login`,
          connections: 2,
          overallRate: LOGINS_PER_SECOND,
          duration: seconds,
          timeout: 30,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: seed.merchant.email, password: seed.merchant.password }),
          requests: [{ onResponse: record('login') }],
        })
      : null,
  ]);
  const ok = loop['2xx'] + (logins?.['2xx'] ?? 0);
  return {
    seconds,
    rps: ok / loop.duration,
    p50Ms: loop.latency.p50,
    p99Ms: loop.latency.p99,
    loginP99Ms: logins?.latency.p99 ?? 0,
    errors: loop.non2xx + loop.errors + (logins ? logins.non2xx + logins.errors : 0),
    byKind,
    servedBy,
    failures,
  };
}

/** The share of each kind among the answers of a run, as "listing search 40 %, …". */
export function kindShares(result: MixedResult): string {
  const total = Object.values(result.byKind).reduce((sum, kind) => sum + kind.ok + kind.failed, 0);
  return Object.entries(result.byKind)
    .map(([kind, count]) => {
      const share = ((count.ok + count.failed) / Math.max(total, 1)) * 100;
      return `${kind} ${share < 1 ? share.toFixed(2) : share.toFixed(0)} % (${count.ok + count.failed})`;
    })
    .join(', ');
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** A markdown table with the columns right-aligned except the first. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`))
    .join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** 1234.5 → "1,235"; below 100, two decimals. */
export function figure(value: number): string {
  return value < 100
    ? value.toFixed(2)
    : Math.round(value).toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/** A duration in whole milliseconds, "1,528"; "—" for none (no answer of that kind came back). */
export function milliseconds(value: number): string {
  return value > 0 ? Math.round(value).toLocaleString('en-US') : '—';
}
