// The automations' messages exactly once across processes (docs/reliability.md, "Several processes
// behind a load balancer"; issue 23, "Running it"): two API processes send one store's birthday
// messages, one is killed with `kill -9` while they go and started again, and every chosen customer
// gets one email in the outbox. Runs with `npm run test:cluster`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call } from '../../harness/api';
import { API_PREFIX } from '../../harness/paths';
import { seedListedStores, seedStamping } from '../../harness/seed';
import { request } from './http';
import { startTestCluster, type TestCluster } from './test-cluster';

const CUSTOMERS = 300;
/**
 * A job whose process died is taken again after this (and pg-boss's maintenance, which runs as
 * often): low, so the killed process's jobs come back within seconds. Every send here is one small
 * transaction, far below it.
 */
const JOB_TIMEOUT_SECONDS = 4;
/** The kill comes once this share of the emails is in the outbox: mid-run, both processes busy. */
const KILL_AT_SHARE = 0.2;
/**
 * The queue's jobs a message makes that could send an email again. Each process works one job of
 * each kind at a time (job-queue.ts: one worker per kind, one job a fetch), so with more of them
 * running than one process can hold, the process about to be killed holds one.
 */
const SENDING_JOBS = ['automations.deliver', 'email.send'];

let world: TestCluster;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(
  'an API process killed with kill -9 while automated messages go',
  { timeout: 300_000 },
  () => {
    before(async () => {
      world = await startTestCluster(
        {
          RATE_LIMIT_MULTIPLIER: '1000',
          JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
          JOB_RETRY_DELAY_SECONDS: '1',
        },
        { processes: 2 },
      );
    });
    after(async () => {
      await world?.close();
    });

    test('every chosen customer gets exactly one email, no message is left queued', async () => {
      const origin = world.cluster.url;
      const merchant = await seedListedStores(origin, 1);
      const { cardId } = await seedStamping(origin, merchant, 0);
      // CUSTOMERS customers of the store (a card each) whose birthday is in two days, in SQL: the
      // API would hash a password per sign-up. The store's time zone is UTC (the default).
      await world.sql(
        `with u as (
         insert into users (email, username, password_hash, first_name, last_name, qr_code,
           short_code, email_verified, birth_date)
         select 'birthday' || i || '@example.com', 'birthday' || i, 'x', 'Sam', 'Lee',
           'qr-birthday-' || i, 'B' || lpad(i::text, 7, '0'), true,
           ((now() at time zone 'UTC')::date + 2 - interval '30 years')::date
         from generate_series(1, $2::int) i returning id)
       insert into customer_cards (reward_card_id, user_id, stamps, last_activity_at)
       select $1, id, 3, now() - interval '20 days' from u`,
        [cardId, CUSTOMERS],
      );
      await call(
        origin,
        'PUT',
        `/stores/${merchant.storeId}/automations/birthday`,
        {
          enabled: true,
          offer_kind: 'bonus_stamps',
          offer_stamps: 2,
          offer_valid_days: 30,
          holdout_percent: 10,
          days_before: 7,
          idle_days: 14,
        },
        merchant.token,
      );

      // The store's day, run by api1 (the development lever: the same run the daily tick queues).
      // api1 starts the deliveries at once; api2 finds them on its next poll.
      const startedAt = Date.now();
      const ran = await request(
        world.cluster.api[0]!.url,
        'POST',
        `${API_PREFIX}/dev/stores/${merchant.storeId}/automations/run`,
        { token: merchant.token },
      );
      assert.equal(ran.status, 200, JSON.stringify(ran.body));
      const ranAt = Date.now();
      const chosen = ran.body.data.messages as { email: string; holdout: boolean }[];
      assert.equal(ran.body.data.chosen, CUSTOMERS, 'every customer with a birthday is chosen');
      assert.equal(chosen.length, CUSTOMERS);
      const toSend = chosen.filter((message) => !message.holdout).map((message) => message.email);
      const heldOut = chosen.filter((message) => message.holdout).map((message) => message.email);

      const progress = async () =>
        (
          await world.sql<{ queued: number; sent: number; emails: number; running: number }>(
            `select
             (select count(*)::int from automation_messages
               where store_id = $1 and status = 'queued') as queued,
             (select count(*)::int from automation_messages
               where store_id = $1 and status = 'sent') as sent,
             (select count(*)::int from outbox_emails where kind = 'automation') as emails,
             (select count(*)::int from pgboss.job
               where name = any($2::text[]) and state = 'active') as running`,
            [merchant.storeId, SENDING_JOBS],
          )
        )[0]!;

      // Mid-run: some emails in the outbox, most not yet, and api1 in the middle of a job (more
      // sending jobs running than api2 alone can hold).
      let before = await progress();
      const killDeadline = Date.now() + 30_000;
      while (
        (before.emails < toSend.length * KILL_AT_SHARE || before.running <= SENDING_JOBS.length) &&
        before.emails < toSend.length * 0.6 &&
        Date.now() < killDeadline
      ) {
        await pause(10);
        before = await progress();
      }
      await world.cluster.kill(0, 'SIGKILL');
      const killedAt = Date.now();
      const atKill = await progress();
      const summary = () =>
        `${CUSTOMERS} chosen, ${heldOut.length} held out; at the kill (+${killedAt - ranAt} ms after the run answered): ${before.emails} emails in the outbox, ${atKill.queued} messages still queued, ${before.running} sending jobs running`;
      assert.ok(before.emails > 0, `some emails went before the kill: ${summary()}`);
      assert.ok(atKill.queued > 0, `some messages were not sent yet at the kill: ${summary()}`);
      assert.ok(before.running > SENDING_JOBS.length, `api1 was running a job: ${summary()}`);

      // The killed process starts again (as after a crash), while api2 goes on.
      await world.cluster.restart(0);
      const restartedAt = Date.now();

      // Done when nothing is left that could send: no message queued, no delivery or email job
      // waiting, retrying or running (the killed process's come back after JOB_TIMEOUT_SECONDS). A
      // job made later cannot send either: each comes from one of these.
      const pending = async () =>
        (
          await world.sql<{ jobs: number }>(
            `select count(*)::int as jobs from pgboss.job
           where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
            [SENDING_JOBS],
          )
        )[0]!.jobs;
      const doneDeadline = Date.now() + 60_000;
      let final = await progress();
      while ((final.queued > 0 || (await pending()) > 0) && Date.now() < doneDeadline) {
        await pause(200);
        final = await progress();
      }
      const doneAt = Date.now();
      const retried = (
        await world.sql<{ jobs: number }>(
          `select count(*)::int as jobs from pgboss.job
         where name = any($1::text[]) and retry_count > 0`,
          [SENDING_JOBS],
        )
      )[0]!.jobs;
      console.log(
        `${summary()}; restarted in ${restartedAt - killedAt} ms; all sent ${doneAt - killedAt} ms after the kill; ${retried} delivery or email jobs taken again; run to done ${doneAt - startedAt} ms`,
      );
      // The jobs api1 held when it died were taken again once their timeout passed.
      assert.ok(retried > 0, `the killed process's jobs were taken again: ${summary()}`);

      // Every message row is settled: sent, or held out (nothing else for fresh customers).
      const rows = await world.sql<{ email: string; status: string; email_status: string | null }>(
        `select u.email, m.status, m.email_status
       from automation_messages m join users u on u.id = m.user_id
       where m.store_id = $1`,
        [merchant.storeId],
      );
      assert.equal(rows.length, CUSTOMERS, 'one message per customer');
      const statusOf = new Map(rows.map((row) => [row.email, row]));
      for (const email of toSend) {
        assert.equal(statusOf.get(email)?.status, 'sent', email);
        assert.equal(statusOf.get(email)?.email_status, 'delivered', email);
      }
      for (const email of heldOut) assert.equal(statusOf.get(email)?.status, 'held_out', email);

      // The outbox: one automated email to each customer sent to, none to a held-out one.
      const outbox = await world.sql<{ to: string; emails: number }>(
        `select "to", count(*)::int as emails from outbox_emails where kind = 'automation'
       group by "to"`,
      );
      const received = new Map(outbox.map((row) => [row.to, row.emails]));
      const twice = outbox.filter((row) => row.emails > 1).map((row) => row.to);
      const missed = toSend.filter((email) => !received.has(email));
      assert.deepEqual(twice, [], 'no customer got two emails');
      assert.deepEqual(missed, [], 'no customer was missed');
      assert.deepEqual(
        heldOut.filter((email) => received.has(email)),
        [],
        'held-out customers got nothing',
      );
      assert.equal(outbox.length, toSend.length);
    });
  },
);
