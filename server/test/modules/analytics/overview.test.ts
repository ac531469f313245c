import type { App } from '../../../src/app';
import { build } from '../../helper';
import { testClock } from '../../accounts';
import { subscribedOwner } from '../reward-cards/cards';
import { analyticsWorld, overview, setTimeZone } from './fixture';

// docs/product.md, "Analytics": each figure below is summed by hand from fixture.ts's
// interactions, read on Berlin's calendar (UTC+1 in January). Range: 10 to 16 January 2030, a
// Thursday to a Wednesday; the previous period is 3 to 9 January.
const RANGE = { from: '2030-01-10', to: '2030-01-16' };
const zero = { scans: 0, stamps: 0, redemptions: 0, new_customers: 0, returning_customers: 0 };

describe('GET /analytics/overview', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof analyticsWorld>>;

  beforeAll(async () => {
    app = await build({}, { now: testClock(new Date('2030-02-10T12:00:00Z')).now });
    world = await analyticsWorld(app);
  }, 180_000);
  afterAll(() => app.close());

  it('counts visits on the merchant’s calendar days', async () => {
    const response = await overview(app, world.owner.access, RANGE);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.range).toEqual({ ...RANGE, time_zone: 'Europe/Berlin', days: 7 });
    // a 10th (2 stamps) and 11th, b 10th (00:15 Berlin) and redeems on the 12th, a at the second
    // store on the 13th, e on the 15th, c at 23:59 on the 16th. The undone stamp and its undo on
    // the 14th never count, nor d at midnight of the 17th.
    expect(data.totals).toEqual({
      scans: 7,
      stamps: 7,
      redemptions: 1,
      new_customers: 2, // b and e: first visits inside the range
      returning_customers: 2, // a (first in December) and c (the 5th)
    });
    // c's first visit on the 5th and a's on the 8th; b's 23:15 UTC on the 9th is the 10th here.
    expect(data.previous_totals).toEqual({
      scans: 2,
      stamps: 2,
      redemptions: 0,
      new_customers: 1,
      returning_customers: 1,
    });
    expect(data.series).toEqual([
      {
        date: '2030-01-10',
        scans: 2,
        stamps: 3,
        redemptions: 0,
        new_customers: 1,
        returning_customers: 1,
      },
      {
        date: '2030-01-11',
        scans: 1,
        stamps: 1,
        redemptions: 0,
        new_customers: 0,
        returning_customers: 1,
      },
      {
        date: '2030-01-12',
        scans: 1,
        stamps: 0,
        redemptions: 1,
        new_customers: 0,
        returning_customers: 1,
      },
      {
        date: '2030-01-13',
        scans: 1,
        stamps: 1,
        redemptions: 0,
        new_customers: 0,
        returning_customers: 1,
      },
      { date: '2030-01-14', ...zero },
      {
        date: '2030-01-15',
        scans: 1,
        stamps: 1,
        redemptions: 0,
        new_customers: 1,
        returning_customers: 0,
      },
      {
        date: '2030-01-16',
        scans: 1,
        stamps: 1,
        redemptions: 0,
        new_customers: 0,
        returning_customers: 1,
      },
    ]);
    // a, b and c have visited on two days or more; e once.
    expect(data.repeat_visit_rate).toBe(0.75);
    // Gaps inside the range: a 10th→11th→13th (1, 2), b 10th→12th (2).
    expect(data.median_days_between_visits).toBe(2);
    // Rewards earned and not redeemed, on cards of 2 stamps: a's 3 stamps hold one; the others'
    // 0 or 1 stamp none.
    expect(data.rewards_outstanding).toBe(1);
    expect(data.top_branches).toEqual([
      { branch_id: world.x1, name: 'Old Town', store_name: 'Ana Bakery', scans: 2, stamps: 3 },
      { branch_id: world.x2, name: 'Harbour', store_name: 'Ana Bakery', scans: 1, stamps: 1 },
    ]);
    expect(data.top_reward_cards).toEqual([
      {
        reward_card_id: world.k1,
        title: 'Coffee card',
        store_name: 'Ana Bakery',
        stamps: 6,
        redemptions: 1,
      },
      {
        reward_card_id: world.k2,
        title: 'Tea card',
        store_name: 'Second Shop',
        stamps: 1,
        redemptions: 0,
      },
    ]);
    // Monday is 0: Tue 11:00 (e), Wed 23:59 (c), Thu 00:15 (b) and 23:30 (a), Fri 00:30 (a),
    // Sat 09:00 (b's redemption), Sun 11:00 (a at the second store).
    expect(data.busiest_hours).toEqual([
      { weekday: 1, hour: 11, scans: 1 },
      { weekday: 2, hour: 23, scans: 1 },
      { weekday: 3, hour: 0, scans: 1 },
      { weekday: 3, hour: 23, scans: 1 },
      { weekday: 4, hour: 0, scans: 1 },
      { weekday: 5, hour: 9, scans: 1 },
      { weekday: 6, hour: 11, scans: 1 },
    ]);
    expect(data.cohorts).toEqual([{ month: '2030-01', customers: 2, retention: [] }]);
  });

  it('groups customers into cohorts by the month of their first visit', async () => {
    const data = (
      await overview(app, world.owner.access, { from: '2029-12-01', to: '2030-01-31' })
    ).json().data;
    // December: f and a, of whom a came back in January. January: c, b, e and d.
    expect(data.cohorts).toEqual([
      { month: '2029-12', customers: 2, retention: [0.5] },
      { month: '2030-01', customers: 4, retention: [] },
    ]);
  });

  it('reads the days in UTC for a merchant in UTC', async () => {
    await setTimeZone(app, world.owner.access, 'UTC');
    try {
      const data = (await overview(app, world.owner.access, RANGE)).json().data;
      expect(data.range.time_zone).toBe('UTC');
      // b's 23:15 on the 9th leaves the range; a's two stamps are both on the 10th; d's midnight
      // visit is 23:00 on the 16th.
      expect(data.series[0]).toEqual({
        date: '2030-01-10',
        scans: 2,
        stamps: 3,
        redemptions: 0,
        new_customers: 0,
        returning_customers: 1,
      });
      expect(data.series[1]).toEqual({ date: '2030-01-11', ...zero });
      expect(data.totals.scans).toBe(7);
      expect(data.previous_totals.scans).toBe(3);
    } finally {
      await setTimeZone(app, world.owner.access, 'Europe/Berlin');
    }
  });

  it('narrows to one store or one branch, first visits included', async () => {
    const store = (await overview(app, world.owner.access, { ...RANGE, store_id: world.s2 })).json()
      .data;
    // Only a's visit on the 13th, a's first at this store.
    expect(store.totals).toEqual({
      scans: 1,
      stamps: 1,
      redemptions: 0,
      new_customers: 1,
      returning_customers: 0,
    });
    // a's 1 stamp of 2 on the Tea card: no reward yet.
    expect(store.rewards_outstanding).toBe(0);
    expect(store.top_branches).toEqual([]);
    expect(store.top_reward_cards.map((card: { title: string }) => card.title)).toEqual([
      'Tea card',
    ]);

    const branch = (
      await overview(app, world.owner.access, { ...RANGE, branch_id: world.x1 })
    ).json().data;
    // a's two visits at Old Town: new on the 10th, back on the 11th.
    expect(branch.totals).toEqual({
      scans: 2,
      stamps: 3,
      redemptions: 0,
      new_customers: 1,
      returning_customers: 0,
    });
    expect(branch.series[1]).toMatchObject({ date: '2030-01-11', returning_customers: 1 });
    expect(branch.previous_totals).toEqual(zero);
    // The branch's store's cards: a's full Coffee card.
    expect(branch.rewards_outstanding).toBe(1);
  });

  it('answers zeros and nulls for a range without visits', async () => {
    const data = (
      await overview(app, world.owner.access, { from: '2031-03-01', to: '2031-03-03' })
    ).json().data;
    expect(data.totals).toEqual(zero);
    expect(data.previous_totals).toEqual(zero);
    expect(data.series).toEqual([
      { date: '2031-03-01', ...zero },
      { date: '2031-03-02', ...zero },
      { date: '2031-03-03', ...zero },
    ]);
    expect(data.repeat_visit_rate).toBeNull();
    expect(data.median_days_between_visits).toBeNull();
    expect(data).toMatchObject({ top_branches: [], top_reward_cards: [], busiest_hours: [] });
    expect(data.cohorts).toEqual([{ month: '2031-03', customers: 0, retention: [] }]);
    // What customers hold now does not depend on the range.
    expect(data.rewards_outstanding).toBe(1);
  });

  it('covers the last 30 days up to today in the merchant’s zone by default', async () => {
    const data = (await overview(app, world.owner.access)).json().data;
    expect(data.range).toEqual({
      from: '2030-01-12',
      to: '2030-02-10',
      time_zone: 'Europe/Berlin',
      days: 30,
    });
    expect(data.series).toHaveLength(30);
    const fromOnly = (await overview(app, world.owner.access, { from: '2030-01-01' })).json().data;
    expect(fromOnly.range).toMatchObject({ from: '2030-01-01', to: '2030-02-10', days: 41 });
  });

  it('never shows another merchant’s numbers', async () => {
    const other = await subscribedOwner(app);
    for (const query of [{ store_id: world.s1 }, { branch_id: world.x1 }] as Record<
      string,
      string
    >[]) {
      const response = await overview(app, other.access, { ...RANGE, ...query });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const own = (await overview(app, other.access, RANGE)).json().data;
    expect(own.totals).toEqual(zero);
    expect(own.rewards_outstanding).toBe(0);
    // A branch of the merchant's other store is not one of this store's.
    const mismatch = await overview(app, world.owner.access, {
      store_id: world.s2,
      branch_id: world.x1,
    });
    expect(mismatch.statusCode).toBe(404);
  });

  it.each([
    [{ from: '2030-02-30' }, 'from'],
    [{ to: '10/01/2030' }, 'to'],
    [{ from: '2030-01-16', to: '2030-01-10' }, 'to'],
    [{ from: '2029-01-01', to: '2030-02-05' }, 'from'],
    [{ from: '1899-12-31' }, 'from'],
    [{ store_id: 'not-an-id' }, 'store_id'],
  ])('refuses %j naming %s', async (query, field) => {
    const response = await overview(app, world.owner.access, query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('accepts a range of exactly 400 days', async () => {
    const response = await overview(app, world.owner.access, {
      from: '2029-01-01',
      to: '2030-02-04',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.range.days).toBe(400);
  });
});
