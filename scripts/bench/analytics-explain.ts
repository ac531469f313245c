// `TEST_DATABASE_URL=postgres://... npx tsx scripts/bench/analytics-explain.ts`: the figures of
// docs/performance.md, "Analytics". On a scratch database created beside TEST_DATABASE_URL (and
// dropped at the end) it seeds a year of a busy merchant, runs `GET /analytics/overview`'s one
// statement under EXPLAIN (ANALYZE, BUFFERS) and times it and an export page through the
// repository, as the route does.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { connectDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import {
  createAnalyticsRepository,
  overviewStatement,
  type AnalyticsPeriod,
  type AnalyticsScope,
} from '../../server/src/repositories/analytics-repository';

const CUSTOMERS = Number(process.env.ANALYTICS_CUSTOMERS ?? 20_000);
const INTERACTIONS = Number(process.env.ANALYTICS_INTERACTIONS ?? 300_000);
/** Another merchant's rows in the same table, so the plans read past them. */
const NOISE = Number(process.env.ANALYTICS_NOISE ?? 100_000);
const RUNS = 7;

const SEED = `
select setseed(0.42);
insert into users (email, username, password_hash, first_name, last_name, role_id, qr_code)
  values ('owner@example.com', 'owner', 'x', 'Owner', 'O', 'merchant', 'qr-owner'),
         ('other@example.com', 'other', 'x', 'Other', 'O', 'merchant', 'qr-other');
insert into users (email, username, password_hash, first_name, last_name, qr_code)
  select 'c' || g || '@example.com', 'c' || g, 'x', 'C' || g, 'X', 'qr-' || g
  from generate_series(1, ${CUSTOMERS}) g;
insert into merchants (user_id, business_name)
  select id, first_name from users where role_id = 'merchant';
insert into merchant_settings (merchant_id, time_zone) select id, 'Europe/Berlin' from merchants;
insert into stores (merchant_id, name, slug, address_line, city, postal_code, country)
  select m.id, m.business_name || ' ' || s, lower(m.business_name) || '-' || s, '1 St', 'Berlin',
         '10115', 'DE'
  from merchants m, generate_series(1, 2) s;
insert into branches (store_id, name, address_line, city, postal_code, country)
  select st.id, st.name || ' branch ' || b, '1 St', 'Berlin', '10115', 'DE'
  from stores st, generate_series(1, 3) b;
insert into reward_cards (merchant_id, store_id, title, stamps_required, reward_description)
  select st.merchant_id, st.id, st.name || ' card ' || k, 10, 'A coffee'
  from stores st, generate_series(1, 2) k;
insert into customer_cards (reward_card_id, user_id, stamps)
  select rc.id, u.id, floor(random() * 10)::int
  from reward_cards rc, users u where u.role_id = 'user';
create temporary table seed_cards as
  select rc.id as reward_card_id, rc.store_id, rc.merchant_id,
         row_number() over (partition by rc.merchant_id order by rc.id) as n,
         (select br.id from branches br where br.store_id = rc.store_id limit 1) as branch_id
  from reward_cards rc;
create temporary table seed_customers as
  select id as user_id, row_number() over (order by id) as n from users where role_id = 'user';
create temporary table seed_rows as
  select m.id as merchant_id, m.business_name,
         -- A few regulars and many occasional customers: n skews toward the low numbers.
         1 + floor(${CUSTOMERS} * power(random(), 2))::int as customer_n,
         1 + floor(random() * 4)::int as card_n,
         now() - random() * interval '365 days' as created_at,
         random() as kind_draw, random() as undone_draw, random() as branch_draw
  from merchants m
  cross join lateral generate_series(1, case when m.business_name = 'Owner'
    then ${INTERACTIONS} else ${NOISE} end) g;
insert into interactions (merchant_id, store_id, reward_card_id, customer_card_id, customer_id,
                          branch_id, kind, count, undone_at, created_at)
  select r.merchant_id, c.store_id, c.reward_card_id, cc.id, sc.user_id,
         case when r.branch_draw < 0.6 then c.branch_id end,
         case when r.kind_draw < 0.9 then 'stamp' else 'redeem' end,
         case when r.kind_draw < 0.9 then 1 + floor(r.kind_draw * 2)::int else 10 end,
         case when r.kind_draw < 0.9 and r.undone_draw < 0.02
           then r.created_at + interval '1 minute' end,
         r.created_at
  from seed_rows r
  join seed_cards c on c.merchant_id = r.merchant_id and c.n = r.card_n
  join seed_customers sc on sc.n = r.customer_n
  join customer_cards cc on cc.reward_card_id = c.reward_card_id and cc.user_id = sc.user_id;
insert into interactions (merchant_id, store_id, reward_card_id, customer_card_id, customer_id,
                          branch_id, kind, count, undoes_id, created_at)
  select merchant_id, store_id, reward_card_id, customer_card_id, customer_id, branch_id, 'undo',
         count, id, undone_at
  from interactions where undone_at is not null;
`;

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function main() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server.');
  const name = `analytics_explain_${randomBytes(4).toString('hex')}`;
  // A short connection to the server's own database for each of create and drop: an idle one kept
  // open through the run is ended when another process recreates that database.
  const onServer = async (statement: string) => {
    const admin = new Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const connection = await connectDatabase({
    url: url.toString(),
    dataDir: os.tmpdir(),
    timeoutMs: 120_000,
  });
  try {
    await runMigrations(connection);
    const seeding = new Client({ connectionString: url.toString() });
    await seeding.connect();
    let started = Date.now();
    await seeding.query(SEED);
    // On its own: a multi-statement string runs as one transaction, where VACUUM is refused.
    await seeding.query('vacuum analyze');
    await seeding.end();
    const { db } = connection;
    const count = (await db.execute(
      sql`select count(*)::int as n from interactions`,
    )) as unknown as {
      rows: { n: number }[];
    };
    console.log(`seeded ${count.rows[0]?.n} interactions in ${Date.now() - started} ms`);

    const [merchant] = (
      (await db.execute(
        sql`select m.id, (select id from stores where merchant_id = m.id order by name limit 1) as store_id
            from merchants m where business_name = 'Owner'`,
      )) as unknown as { rows: { id: string; store_id: string }[] }
    ).rows;
    if (!merchant) throw new Error('no merchant');
    const year: AnalyticsPeriod = {
      timeZone: 'Europe/Berlin',
      from: day(-364),
      to: day(0),
      previousFrom: day(-729),
      bucket: 'month',
    };
    const month: AnalyticsPeriod = {
      ...year,
      from: day(-29),
      previousFrom: day(-59),
      bucket: 'day',
    };
    const cases: [string, AnalyticsScope, AnalyticsPeriod][] = [
      ['whole merchant, 365 days', { merchantId: merchant.id }, year],
      ['one store, 365 days', { merchantId: merchant.id, storeId: merchant.store_id }, year],
      ['whole merchant, 30 days', { merchantId: merchant.id }, month],
    ];
    const analytics = createAnalyticsRepository(db);
    for (const [label, scope, period] of cases) {
      // With the work_mem the repository sets for it.
      const plan = (await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        return tx.execute(sql`explain (analyze, buffers) ${overviewStatement(scope, period)}`);
      })) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(`\n=== ${label}: EXPLAIN (ANALYZE, BUFFERS)`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        started = performance.now();
        await analytics.overview(scope, period);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: through the repository, ${RUNS} runs: median ${times[RUNS >> 1]!.toFixed(1)} ms, ` +
          `min ${times[0]!.toFixed(1)} ms, max ${times[RUNS - 1]!.toFixed(1)} ms`,
      );
    }
    const pages: number[] = [];
    let after: { cursor: string; id: string } | undefined;
    for (let page = 0; page < 20; page += 1) {
      started = performance.now();
      const rows = await analytics.exportPage({ merchantId: merchant.id }, year, after, 1000);
      pages.push(performance.now() - started);
      const last = rows.at(-1);
      if (!last) break;
      after = { cursor: last.cursor, id: last.id };
    }
    pages.sort((a, b) => a - b);
    console.log(
      `\nexport, pages of 1,000 rows (${pages.length} pages): median ${pages[pages.length >> 1]!.toFixed(1)} ms`,
    );
  } finally {
    await connection.close();
    await onServer(`drop database if exists "${name}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
