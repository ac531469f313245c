// `npm run bench:campaigns` (docs/performance.md, "Automations"): a store with 10,000 customers
// and a year of visits on a scratch PostgreSQL database (TEST_DATABASE_URL), its four automations
// on; times the daily run's decide-and-queue (goal: under 60 s) and then the delivery rate of the
// queue (messages per second, email through the outbox transport), in one process with the app's
// own workers.
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/client';
import { createAutomationsRepository } from '../server/src/repositories/automations-repository';
import { createAutomationJobs } from '../server/src/services/automations/automation-jobs';
import { defaultAutomation } from '../server/src/services/automations/defaults';
import { AUTOMATION_KINDS } from '../server/src/db/schema';
import { createScratchDatabase } from './harness/database';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const GOAL_SECONDS = 60;

async function main() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('Set TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).');
  const scratch = await createScratchDatabase(base);
  const database = await connectDatabase({ url: scratch.url, dataDir: '/tmp', timeoutMs: 60_000 });
  // NODE_ENV=test: no cron monitor (the run is called here), a random signing key.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    const started = performance.now();
    const q = (text: string, values: unknown[] = []) =>
      database.kind === 'postgres' ? database.client.query(text, values) : Promise.reject();
    const {
      rows: [merchant],
    } = await q(`
      with u as (insert into users (email, username, password_hash, first_name, last_name, role_id,
          qr_code, short_code, email_verified)
        values ('bench.owner@example.com', 'benchowner', 'x', 'Bench', 'Owner', 'merchant',
          'qr-bench-owner', 'BENCH000', true) returning id)
      insert into merchants (user_id, business_name) select id, 'Café Luna' from u returning id`);
    const {
      rows: [store],
    } = await q(
      `insert into stores (merchant_id, name, slug, address_line, city, postal_code, country,
         stamp_expiry_months, reward_expiry_days)
       values ($1, 'Café Luna', 'bench-cafe-luna', '1 Main St', 'Berlin', '10115', 'DE', 6, 30)
       returning id`,
      [merchant.id],
    );
    const {
      rows: [card],
    } = await q(
      `insert into reward_cards (merchant_id, store_id, title, stamps_required, reward_description)
       values ($1, $2, 'Coffee card', 10, 'A coffee') returning id`,
      [merchant.id, store.id],
    );
    await q(
      `insert into users (email, username, password_hash, first_name, last_name, qr_code,
         short_code, email_verified, birth_date)
       select 'bench' || i || '@example.com', 'bench' || i, 'x', 'Sam', 'Lee', 'qr-bench-' || i,
         upper(substr(md5('bench' || i), 1, 8)), true, date '1990-01-01' + (i % 365)
       from generate_series(1, $1::int) i`,
      [CUSTOMERS],
    );
    await q(
      `insert into customer_cards (reward_card_id, user_id, stamps)
       select $1, id, (row_number() over (order by id)) % 10 from users where email like 'bench%@example.com'`,
      [card.id],
    );
    // A year of visits: each customer on a rhythm of 5 to 34 days, the last 0 to 119 days ago.
    await q(
      `insert into interactions (merchant_id, store_id, reward_card_id, customer_card_id,
         customer_id, kind, count, created_at)
       select $1, $2, $3, cc.id, cc.user_id, 'stamp', 1, at
       from (select id, user_id, row_number() over (order by id) as i from customer_cards
             where reward_card_id = $3) cc
       cross join lateral generate_series(now() - interval '365 days',
         now() - make_interval(days => (cc.i % 120)::int), make_interval(days => (5 + cc.i % 30)::int)) at`,
      [merchant.id, store.id, card.id],
    );
    await q(
      `update customer_cards cc set last_activity_at = v.last
       from (select customer_card_id, max(created_at) as last from interactions group by 1) v
       where v.customer_card_id = cc.id`,
    );
    await q('analyze');
    const {
      rows: [counts],
    } = await q(`select count(*)::int as visits from interactions`);
    console.log(
      `World: ${CUSTOMERS} customers, ${counts.visits} visits in a year (${Math.round(performance.now() - started)} ms to build).`,
    );

    const automations = createAutomationsRepository(app.db);
    for (const kind of AUTOMATION_KINDS) {
      await automations.save(store.id, { ...defaultAutomation(kind), enabled: true }, new Date());
    }
    const jobs = createAutomationJobs(app);
    const localDate = new Date().toISOString().slice(0, 10);
    const runStarted = performance.now();
    const chosen = await jobs.run({ storeId: store.id, localDate });
    const runSeconds = (performance.now() - runStarted) / 1000;
    const { rows: byKind } = await q(
      `select kind, count(*)::int as n, count(*) filter (where holdout)::int as held
       from automation_messages group by kind order by kind`,
    );
    console.log(
      `\nDaily run (decide and queue): ${runSeconds.toFixed(2)} s for ${chosen} chosen (goal < ${GOAL_SECONDS} s)`,
    );
    for (const row of byKind) console.log(`  ${row.kind}: ${row.n} chosen, ${row.held} held out`);

    // Delivery: the app's workers work the queue (deliver, then email.send to the outbox).
    const deliveryStarted = performance.now();
    for (;;) {
      const {
        rows: [left],
      } = await q(
        `select (select count(*)::int from automation_messages where status = 'queued') as queued,
           (select count(*)::int from automation_messages where email_status = 'sent') as mailing`,
      );
      if (left.queued === 0 && left.mailing === 0) break;
      if (performance.now() - deliveryStarted > 600_000)
        throw new Error('delivery took over 10 min');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const deliverySeconds = (performance.now() - deliveryStarted) / 1000;
    const {
      rows: [done],
    } = await q(
      `select count(*) filter (where status = 'sent')::int as sent,
         count(*) filter (where status = 'skipped')::int as skipped,
         (select count(*)::int from outbox_emails) as emails
       from automation_messages`,
    );
    const handled = done.sent + done.skipped;
    console.log(
      `\nDelivery: ${handled} messages (${done.sent} sent, ${done.skipped} skipped by the caps, ${done.emails} emails in the outbox) in ${deliverySeconds.toFixed(1)} s: ${(handled / deliverySeconds).toFixed(0)} messages/s`,
    );
    if (runSeconds >= GOAL_SECONDS) process.exitCode = 1;
  } finally {
    await app.close();
    await scratch.drop();
  }
}

void main();
