// `DATABASE_URL=postgres://... npx tsx scripts/bench/customers-explain.ts` after `npm run seed:demo`
// on that database: the figures of docs/performance.md, "Customers". It runs the customer list's
// one statement (`GET /stores/:id/customers`) for the demo merchant's busiest store under EXPLAIN
// (ANALYZE, BUFFERS), as the route sends it (the newest visit first, then a name search), and times
// each through the repository.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../server/src/db/client';
import {
  createStoreCustomersRepository,
  customerListStatement,
  type CustomerListQuery,
} from '../../server/src/repositories/store-customers-repository';

const RUNS = 7;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a database `npm run seed:demo` has filled.');
  const connection = await connectDatabase({ url, dataDir: os.tmpdir(), timeoutMs: 60_000 });
  try {
    const { db } = connection;
    const [store] = (
      (await db.execute(
        sql`select i.store_id::text as id, count(*)::int as interactions,
                   count(distinct i.customer_id)::int as customers
            from interactions i join users u on u.id = (
              select m.user_id from merchants m where m.id = i.merchant_id)
            where u.email = 'owner@demo.qrewards.local'
            group by i.store_id order by count(*) desc limit 1`,
      )) as unknown as { rows: { id: string; interactions: number; customers: number }[] }
    ).rows;
    if (!store) throw new Error('No demo merchant: run `npm run seed:demo` on this database.');
    console.log(
      `store ${store.id}: ${store.interactions} interactions, ${store.customers} customers`,
    );
    const cases: [string, CustomerListQuery][] = [
      ['first page, newest visit first', { sort: '-last_visit', offset: 0, limit: 20 }],
      [
        'search "ana", by name',
        {
          search: { words: 'ana', shortCode: null, phone: null },
          sort: 'name',
          offset: 0,
          limit: 20,
        },
      ],
      ['last page by visits', { sort: 'visits', offset: 480, limit: 20 }],
    ];
    const customers = createStoreCustomersRepository(db);
    for (const [label, query] of cases) {
      const plan = (await db.execute(
        sql`explain (analyze, buffers) ${customerListStatement(store.id, query)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(`\n=== ${label}: EXPLAIN (ANALYZE, BUFFERS)`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await customers.list(store.id, query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: through the repository, ${RUNS} runs: median ${times[RUNS >> 1]!.toFixed(1)} ms, ` +
          `min ${times[0]!.toFixed(1)} ms, max ${times[RUNS - 1]!.toFixed(1)} ms`,
      );
    }
  } finally {
    await connection.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
