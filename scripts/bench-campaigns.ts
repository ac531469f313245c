// `npm run bench:campaigns` (docs/performance.md, "Automations"): the built server on a scratch
// PostgreSQL database (TEST_DATABASE_URL) with a store of 10,000 customers and a year of visits,
// its four automations on. The store's daily run is queued as the tick would queue it; the bench
// reads the run's own start and end (`automation_runs`: decide and queue, goal under 60 s), then the
// delivery rate of the queue (messages per second, email through the outbox transport) as the
// server's workers send them.
import { Client } from 'pg';
import { createScratchDatabase } from './harness/database';
import { startServer } from './harness/server';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const GOAL_SECONDS = 60;
const KINDS = ['win_back', 'birthday', 'near_reward', 'expiry_reminder'];

/** A fixed-offset zone where it is now past 10:00 (the daily run's hour) and before midnight. */
function zoneAfterTen(): string {
  const hour = new Date().getUTCHours();
  const offset = ((14 - hour + 24) % 24) - ((14 - hour + 24) % 24 > 14 ? 24 : 0);
  // Etc/GMT-N is UTC+N (POSIX signs).
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

async function main() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('Set TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).');
  const scratch = await createScratchDatabase(base);
  const server = await startServer({ databaseUrl: scratch.url, env: { LOG_LEVEL: 'warn' } });
  const client = new Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const started = performance.now();
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
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

    const timeZone = zoneAfterTen();
    await q(`insert into merchant_settings (merchant_id, time_zone) values ($1, $2)`, [
      merchant.id,
      timeZone,
    ]);
    for (const kind of KINDS) {
      await q(`insert into automations (store_id, kind, enabled) values ($1, $2, true)`, [
        store.id,
        kind,
      ]);
    }
    const {
      rows: [today],
    } = await q(`select (now() at time zone $1)::date::text as d`, [timeZone]);
    // What the tick does for a store due: one `automations.run` job for its local day.
    await q(`insert into pgboss.job (name, data) values ('automations.run', $1)`, [
      JSON.stringify({ storeId: store.id, localDate: today.d }),
    ]);
    let run: { seconds: number; chosen: number } | undefined;
    while (!run) {
      const { rows } = await q(
        `select extract(epoch from finished_at - started_at)::float as seconds, chosen
         from automation_runs where finished_at is not null`,
      );
      if (rows[0]) run = rows[0];
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const runSeconds = run.seconds;
    const chosen = run.chosen;
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
    // From the run's end (when it queued the deliveries) to the last one handed to the outbox.
    const {
      rows: [elapsed],
    } = await q(
      `select extract(epoch from now() - finished_at)::float as seconds from automation_runs`,
    );
    const deliverySeconds: number = elapsed.seconds;
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
    await client.end();
    await server.stop();
    await scratch.drop();
  }
}

void main();
