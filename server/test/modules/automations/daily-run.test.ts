import { sql } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { automationRuns, customerCards } from '../../../src/db/schema';
import { bearer, testClock } from '../../accounts';
import { build } from '../../helper';
import { setTimeZone } from '../analytics/fixture';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import {
  DAY,
  insertCustomer,
  insertRewardCard,
  jobsOf,
  messagesAt,
  storeUrl,
  turnOn,
} from './fixture';

// 09:30 UTC on 15 March 2030: 10:30 in Berlin (UTC+1), before 10:00 nowhere west of it.
const NOW = new Date('2030-03-15T09:30:00.000Z');
const PEOPLE = 200;

describe('the daily run', () => {
  let app: App;
  let owner: Owner;
  let clock: ReturnType<typeof testClock>;

  beforeAll(async () => {
    clock = testClock(NOW);
    app = await build({}, { now: clock.now });
    owner = await subscribedOwner(app);
    await setTimeZone(app, owner.access, 'Europe/Berlin');
    const rewardCardId = await insertRewardCard(app, owner.merchantId, owner.storeId, 10);
    // PEOPLE customers one stamp from a reward, idle 20 days: all eligible for near_reward.
    const ids: string[] = [];
    for (let i = 0; i < PEOPLE; i += 1) ids.push((await insertCustomer(app)).id);
    await app.db.insert(customerCards).values(
      ids.map((userId) => ({
        rewardCardId,
        userId,
        stamps: 9,
        lastActivityAt: new Date(NOW.getTime() - 20 * DAY),
      })),
    );
  });

  afterAll(() => app.close());

  it('refuses a holdout below 5 %, naming the field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: storeUrl(owner.storeId, 'automations/near_reward'),
      headers: bearer(owner.access),
      payload: {
        enabled: true,
        offer_kind: 'bonus_stamps',
        offer_stamps: 1,
        offer_valid_days: 30,
        holdout_percent: 4,
        days_before: 7,
        idle_days: 14,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['holdout_percent']);
  });

  it('the tick enqueues a store once it is past 10:00 local, once per local day', async () => {
    await turnOn(app, owner.access, owner.storeId, 'near_reward', { holdout_percent: 50 });
    const jobs = jobsOf(app);
    // 10:30 in Berlin: due. Two processes ticking at once enqueue one run (its job id).
    expect(await jobs.tick()).toBe(1);
    expect(await jobs.tick()).toBe(1);
    const stored = (await app.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'automations.run'`,
    )) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0]!.n).toBe(1);
    // The run itself (the worker may be running the job at the same time: the same day's run).
    await jobs.run({ storeId: owner.storeId, localDate: '2030-03-15' });
    const runs = await app.db.select().from(automationRuns);
    expect(runs).toEqual([expect.objectContaining({ localDate: '2030-03-15' })]);
    // The day has its run: nothing is due until tomorrow.
    expect(await jobs.tick()).toBe(0);
  });

  it('two runs of the same store and day at once choose every customer once', async () => {
    const rows = await messagesAt(app, owner.storeId);
    expect(rows).toHaveLength(PEOPLE);
    expect(new Set(rows.map((m) => m.userId)).size).toBe(PEOPLE);
    const jobs = jobsOf(app);
    const [a, b] = await Promise.all([
      jobs.run({ storeId: owner.storeId, localDate: '2030-03-15' }),
      jobs.run({ storeId: owner.storeId, localDate: '2030-03-15' }),
    ]);
    expect(a + b).toBe(0);
    expect(await messagesAt(app, owner.storeId)).toHaveLength(PEOPLE);
  });

  it('holds out about the automation’s share at random, and sends nothing to them', async () => {
    const rows = await messagesAt(app, owner.storeId);
    const held = rows.filter((m) => m.holdout);
    // 50 % of 200: 100 ± 28 is four standard deviations of a binomial(200, 0.5).
    expect(held.length).toBeGreaterThan(72);
    expect(held.length).toBeLessThan(128);
    expect(
      held.every((m) => m.status === 'held_out' && m.sentAt === null && m.offerStamps === null),
    ).toBe(true);
    const messaged = rows.filter((m) => !m.holdout);
    // Sent by the delivery jobs, or still queued for them.
    expect(
      messaged.every((m) => ['queued', 'sent'].includes(m.status) && m.offerStamps === 1),
    ).toBe(true);
  });
});

describe('two runs of one store in parallel on PostgreSQL', () => {
  const postgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  postgres(
    'choose every eligible customer exactly once (the unique key, not a check)',
    async () => {
      const app = await build({}, { now: testClock(NOW).now });
      try {
        const owner = await subscribedOwner(app);
        const rewardCardId = await insertRewardCard(app, owner.merchantId, owner.storeId, 10);
        const ids: string[] = [];
        for (let i = 0; i < 200; i += 1) ids.push((await insertCustomer(app)).id);
        await app.db.insert(customerCards).values(
          ids.map((userId) => ({
            rewardCardId,
            userId,
            stamps: 9,
            lastActivityAt: new Date(NOW.getTime() - 20 * DAY),
          })),
        );
        await turnOn(app, owner.access, owner.storeId, 'near_reward');
        const jobs = jobsOf(app);
        const counts = await Promise.all(
          Array.from({ length: 4 }, () =>
            jobs.run({ storeId: owner.storeId, localDate: '2030-03-15' }),
          ),
        );
        expect(counts.reduce((sum, n) => sum + n, 0)).toBe(200);
        const rows = await messagesAt(app, owner.storeId);
        expect(rows).toHaveLength(200);
        await app.jobs.drain();
      } finally {
        await app.close();
      }
    },
  );
});
