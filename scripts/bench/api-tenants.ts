// bench:api's "no tenant slows another" run (docs/performance.md, "One merchant's reports beside
// everyone else"): the demo merchant's year of visits, 30 connections looping its 400-day analytics
// overview, and another account's GET /users/me measured alone and then beside those loops, in the
// same run.
import { signIn } from '../harness/api';
import { API_PREFIX as API } from '../harness/paths';
import { DEMO_MERCHANT } from '../harness/people';
import { loadEndpoint, type LoadResult } from './api-load';
import { eventLoopDelay } from './each-database';

export const REPORT_LOOPS = 30;
/** Other people's requests: a handful of accounts reading at once. */
export const OTHER_CONNECTIONS = 10;
const RANGE_DAYS = 400;

/** Goal (docs/performance.md, the same section): other people's reads beside those loops, p99 in ms; and none failing. */
export const OTHER_P99_GOAL_MS = 100;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface TenantRow extends LoadResult {
  name: string;
  loopMaxMs?: number;
  reports?: boolean;
}

export interface MeasuredTenants {
  interactions: number;
  rows: TenantRow[];
}

/**
 * Signs in as the demo merchant (the server was started with the demo data: `interactions` visits),
 * then measures `other`'s `GET /users/me` at
 * OTHER_CONNECTIONS alone, and again while REPORT_LOOPS connections loop the demo merchant's
 * 400-day overview (they start `warmupSeconds` before and end after it).
 */
export async function benchTenants(
  url: string,
  other: { token: string },
  {
    seconds,
    warmupSeconds,
    interactions,
  }: { seconds: number; warmupSeconds: number; interactions: number },
): Promise<MeasuredTenants> {
  const demo = await signIn(url, DEMO_MERCHANT);
  const me = {
    path: `${API}/users/me`,
    headers: { authorization: `Bearer ${other.token}` },
    connections: OTHER_CONNECTIONS,
  };
  const reports = {
    path: `${API}/analytics/overview?from=${day(1 - RANGE_DAYS)}&to=${day(0)}`,
    headers: { authorization: `Bearer ${demo.token}` },
    connections: REPORT_LOOPS,
  };

  console.log(`  GET /users/me alone (${OTHER_CONNECTIONS} connections)`);
  if (warmupSeconds > 0) await loadEndpoint(url, { ...me, seconds: warmupSeconds });
  await eventLoopDelay(url, true);
  const alone = await loadEndpoint(url, { ...me, seconds });
  const aloneLoopMs = await eventLoopDelay(url, false);

  console.log(
    `  GET /users/me beside ${REPORT_LOOPS} loops of the demo merchant's ${RANGE_DAYS}-day overview`,
  );
  const loops = loadEndpoint(url, { ...reports, seconds: warmupSeconds + seconds + 1 });
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  await eventLoopDelay(url, true);
  const beside = await loadEndpoint(url, { ...me, seconds });
  const besideLoopMs = await eventLoopDelay(url, false);
  const reportLoops = await loops;

  return {
    interactions,
    rows: [
      { name: `GET /users/me alone`, ...alone, loopMaxMs: aloneLoopMs },
      { name: `GET /users/me beside the loops`, ...beside, loopMaxMs: besideLoopMs },
      { name: `the loops: 400-day overview`, ...reportLoops, reports: true },
    ],
  };
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '' : value.toFixed(digits);
const percent = (ratio: number) => `${fixed(ratio * 100, 0)} %`;

/** The run's rows with their ratios to the same reads alone, and the two goals. */
export function summariseTenants(measured: MeasuredTenants) {
  const [alone, beside] = measured.rows as [TenantRow, TenantRow];
  return {
    demoInteractions: measured.interactions,
    reportLoops: REPORT_LOOPS,
    otherConnections: OTHER_CONNECTIONS,
    rows: measured.rows.map((row) => ({
      endpoint: row.name,
      rps: row.rps,
      p50Ms: row.p50Ms,
      p99Ms: row.p99Ms,
      vsAlone: row.reports ? undefined : { rps: row.rps / alone.rps, p99: row.p99Ms / alone.p99Ms },
      loopMaxMs: row.loopMaxMs,
      requests: row.requests,
      statuses: row.statuses,
      errors: row.errors,
    })),
    goals: [
      {
        goal: `/users/me beside ${REPORT_LOOPS} report loops: answers that failed`,
        shown: `${beside.failed} of ${beside.requests}`,
        target: '0',
        met: beside.failed === 0,
      },
      {
        goal: `/users/me p99 beside ${REPORT_LOOPS} report loops (${OTHER_CONNECTIONS} connections; alone ${alone.p99Ms} ms)`,
        shown: `${beside.p99Ms} ms`,
        target: `< ${OTHER_P99_GOAL_MS} ms`,
        met: beside.p99Ms < OTHER_P99_GOAL_MS,
      },
    ],
  };
}

export function printTenants(tenants: TenantsSummary) {
  console.log(
    `\nOne merchant's reports (${tenants.demoInteractions} visits, ${tenants.reportLoops} loops) beside another account's reads (${tenants.otherConnections} connections)`,
  );
  console.table(
    Object.fromEntries(
      tenants.rows.map((row) => [
        row.endpoint,
        {
          'req/s': fixed(row.rps, row.rps < 100 ? 2 : 0),
          'p50 ms': row.p50Ms,
          'p99 ms': row.p99Ms,
          'req/s vs alone': row.vsAlone ? percent(row.vsAlone.rps) : '',
          'p99 vs alone': row.vsAlone ? percent(row.vsAlone.p99) : '',
          'loop max ms': row.loopMaxMs ?? '',
          answers: Object.entries(row.statuses)
            .map(([status, count]) => `${count} × ${status}`)
            .join(', '),
          errors: row.errors,
        },
      ]),
    ),
  );
}

export type TenantsSummary = ReturnType<typeof summariseTenants>;
