import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { fakeSmtpServer } from '../fake-smtp';
import { removeDataDir, startServer, type ServerProcess } from './support/server-process';

// `kill -9` while a store's automated messages are being sent (docs/reliability.md, "Background
// jobs"; docs/product.md, "Automations"): after a restart every chosen customer gets their email,
// once. On PostgreSQL only (TEST_DATABASE_URL): the test writes the store's world beside the
// running server, which PGlite's one process cannot share.

const base = process.env.TEST_DATABASE_URL;
const CUSTOMERS = 30;
const smtp = fakeSmtpServer();
const servers: ServerProcess[] = [];
let databaseName = '';

async function admin(statement: string) {
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(() => smtp.listen());
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  servers.forEach(removeDataDir);
  smtp.close();
  if (databaseName) await admin(`drop database if exists "${databaseName}" with (force)`);
});

async function until(done: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postgres = base ? it : it.skip;

// Over 10 s (docs/qa.md, "CI's time"): two server processes, the killed jobs are taken again once
// their 3 s timeout has passed, and 4 s more are waited for a second email that must not come.
postgres(
  'the customers of a run whose process was killed mid-sending get one email each',
  async () => {
    databaseName = `qr_test_kill_${randomBytes(4).toString('hex')}`;
    await admin(`create database "${databaseName}"`);
    const url = new URL(base!);
    url.pathname = `/${databaseName}`;
    const settings = {
      env: {
        DATABASE_URL: url.toString(),
        RATE_LIMIT_MULTIPLIER: '1000',
        SMTP_URL: smtp.url(),
        JOB_TIMEOUT_SECONDS: '3',
        JOB_RETRY_DELAY_SECONDS: '1',
      },
    };
    const first = await startServer(settings);
    servers.push(first);
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    try {
      // A store with CUSTOMERS customers one stamp from a reward, idle 20 days; the automation on.
      const {
        rows: [place],
      } = await db.query(`
      with u as (insert into users (email, username, password_hash, first_name, last_name, role_id,
          qr_code, short_code, email_verified)
        values ('kill.owner@example.com', 'killowner', 'x', 'Kim', 'Owner', 'merchant', 'qr-kill',
          'KILL0000', true) returning id),
      m as (insert into merchants (user_id, business_name) select id, 'Café Luna' from u returning id),
      s as (insert into stores (merchant_id, name, slug, address_line, city, postal_code, country)
        select id, 'Café Luna', 'kill-cafe-luna', '1 Main St', 'Berlin', '10115', 'DE' from m
        returning id, merchant_id),
      c as (insert into reward_cards (merchant_id, store_id, title, stamps_required, reward_description)
        select merchant_id, id, 'Coffee', 10, 'A coffee' from s returning id, store_id)
      select id as card_id, store_id from c`);
      await db.query(
        `with u as (insert into users (email, username, password_hash, first_name, last_name,
           qr_code, short_code, email_verified)
         select 'kill' || i || '@example.com', 'kill' || i, 'x', 'Sam', 'Lee', 'qr-kill-' || i,
           'K' || lpad(i::text, 7, '0'), true from generate_series(1, $2::int) i returning id)
       insert into customer_cards (reward_card_id, user_id, stamps, last_activity_at)
       select $1, id, 9, now() - interval '20 days' from u`,
        [place.card_id, CUSTOMERS],
      );
      await db.query(
        `insert into automations (store_id, kind, enabled, holdout_percent)
       values ($1, 'near_reward', true, 5)`,
        [place.store_id],
      );
      // The run for today, as the tick queues it; every email then hangs at the SMTP server.
      smtp.stall(true);
      const connectionsBefore = smtp.connections();
      await db.query(`insert into pgboss.job (name, data) values ('automations.run', $1)`, [
        JSON.stringify({
          storeId: place.store_id,
          localDate: new Date().toISOString().slice(0, 10),
        }),
      ]);
      await until(() => smtp.connections() > connectionsBefore, 15_000);
      expect(smtp.connections()).toBeGreaterThan(connectionsBefore);

      expect(await first.stop('SIGKILL')).toBe('SIGKILL');
      smtp.stall(false);
      const second = await startServer({ ...settings, dataDir: first.dataDir });
      servers.push(second);

      const counts = async () =>
        (
          await db.query(
            `select count(*) filter (where status = 'queued')::int as queued,
             count(*) filter (where status = 'sent')::int as sent,
             count(*) filter (where holdout)::int as held,
             count(*)::int as chosen
           from automation_messages`,
          )
        ).rows[0] as { queued: number; sent: number; held: number; chosen: number };
      const toCustomers = () =>
        smtp.received.filter((mail) => /<kill\d+@example\.com>/.test(mail.to.join()));
      await until(async () => {
        const now = await counts();
        return now.queued === 0 && toCustomers().length >= now.sent && now.sent > 0;
      }, 40_000);
      // Long enough for a second delivery to show if a job ran twice.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const final = await counts();
      expect(final.chosen).toBe(CUSTOMERS);
      expect(final.sent + final.held).toBe(CUSTOMERS);
      const recipients = toCustomers().map((mail) => mail.to.join());
      expect(recipients).toHaveLength(final.sent);
      expect(new Set(recipients).size).toBe(final.sent);
    } finally {
      await db.end();
    }
  },
);
