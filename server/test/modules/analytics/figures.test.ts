import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { customerCards } from '../../../src/db/schema';
import { build } from '../../helper';
import { testClock } from '../../accounts';
import {
  createCard,
  customerAccount,
  redeem,
  stamp,
  subscribedOwner,
  type Owner,
} from '../reward-cards/cards';
import {
  insertCard,
  insertCustomerCard,
  insertInteraction,
  overview,
  setTimeZone,
  type VisitInput,
} from './fixture';

// docs/product.md, "Figures": each figure has one definition, and the overview computes it once.

describe('rewards outstanding', () => {
  let app: App;
  let owner: Owner;

  beforeAll(async () => {
    app = await build({}, { now: testClock(new Date('2030-02-10T12:00:00Z')).now });
    owner = await subscribedOwner(app);
  }, 180_000);
  afterAll(() => app.close());

  const outstanding = async () =>
    (await overview(app, owner.access)).json().data.rewards_outstanding as number;

  it('counts the rewards earned and not redeemed, never the stamps', async () => {
    const card = await createCard(app, owner, { stamps_required: 8 });
    const ana = await customerAccount(app);
    // The case: the first stamp on a card of 8 is no reward yet (it read 1).
    const first = await stamp(app, owner.access, card.id, { qr_code: ana.qrCode });
    expect(first.statusCode).toBe(201);
    expect(await outstanding()).toBe(0);

    // A full card is one reward; stamps waiting past it (docs/product.md, "Reward cards and stamps") make a second one
    // only once they fill another card: 17 stamps of 8 are 2 rewards, not 17.
    await app.db
      .update(customerCards)
      .set({ stamps: 8 })
      .where(eq(customerCards.userId, ana.userId));
    expect(await outstanding()).toBe(1);
    const leo = await customerAccount(app);
    await insertCustomerCard(app, card.id, leo.userId, 17);
    expect(await outstanding()).toBe(3);

    // A card of another size counts by its own: 5 stamps of 2 are 2 rewards.
    const tea = await insertCard(app, owner, owner.storeId, 'Tea card');
    await insertCustomerCard(app, tea, leo.userId, 5);
    expect(await outstanding()).toBe(5);

    // A redemption takes one reward off.
    const redeemed = await redeem(app, owner.access, card.id, { qr_code: ana.qrCode });
    expect(redeemed.statusCode).toBe(200);
    expect(await outstanding()).toBe(4);
  });
});

describe('the series and the customers it counts', () => {
  let app: App;
  let owner: Owner;

  beforeAll(async () => {
    app = await build({}, { now: testClock(new Date('2030-04-10T12:00:00Z')).now });
    owner = await subscribedOwner(app);
    await setTimeZone(app, owner.access, 'UTC');
    const card = await insertCard(app, owner, owner.storeId, 'Coffee card');
    const holder = async () => {
      const { userId } = await customerAccount(app);
      return {
        rewardCardId: card,
        storeId: owner.storeId,
        userId,
        customerCardId: await insertCustomerCard(app, card, userId, 0),
      };
    };
    const a = await holder();
    const b = await holder();
    const visit = (input: VisitInput) => insertInteraction(app, owner.merchantId, input);
    // a first came on 10 December, then twice in the week of Monday 7 January.
    await visit({ card: a, at: '2029-12-10T10:00:00Z' });
    await visit({ card: a, at: '2030-01-08T10:00:00Z' });
    await visit({ card: a, at: '2030-01-10T10:00:00Z' });
    // b first came on Wednesday 2 January, and back on Tuesday 22 January.
    await visit({ card: b, at: '2030-01-02T10:00:00Z' });
    await visit({ card: b, at: '2030-01-22T10:00:00Z' });
  }, 180_000);
  afterAll(() => app.close());

  const none = { scans: 0, stamps: 0, redemptions: 0, new_customers: 0, returning_customers: 0 };
  const sum = (rows: Record<string, number>[], key: string) =>
    rows.reduce((total, row) => total + (row[key] ?? 0), 0);

  it('sums a 90-day range into weeks, a customer once a week', async () => {
    // Tuesday 1 January to Sunday 31 March 2030.
    const data = (
      await overview(app, owner.access, { from: '2030-01-01', to: '2030-03-31' })
    ).json().data;
    expect(data.series_bucket).toBe('week');
    // The first week starts on the range's first day; the others on their Monday.
    expect(data.series).toHaveLength(13);
    expect(data.series.slice(0, 4)).toEqual([
      { date: '2030-01-01', ...none, scans: 1, stamps: 1, new_customers: 1 },
      // a came twice this week: one returning customer, not two.
      { date: '2030-01-07', ...none, scans: 2, stamps: 2, returning_customers: 1 },
      { date: '2030-01-14', ...none },
      { date: '2030-01-21', ...none, scans: 1, stamps: 1, returning_customers: 1 },
    ]);
    expect(data.series.at(-1).date).toBe('2030-03-25');
    // The range's customers: b is new (first visit inside it), a returning (first before it).
    expect(data.totals).toMatchObject({ scans: 4, new_customers: 1, returning_customers: 1 });
    // The new customers of the weeks are the range's; scans add up too.
    expect(sum(data.series, 'new_customers')).toBe(data.totals.new_customers);
    expect(sum(data.series, 'scans')).toBe(data.totals.scans);
  });

  it('sums a year into months, labelled by their first day inside the range', async () => {
    const data = (
      await overview(app, owner.access, { from: '2029-04-11', to: '2030-04-10' })
    ).json().data;
    expect(data.series_bucket).toBe('month');
    expect(data.series.map((row: { date: string }) => row.date)).toEqual([
      '2029-04-11',
      '2029-05-01',
      '2029-06-01',
      '2029-07-01',
      '2029-08-01',
      '2029-09-01',
      '2029-10-01',
      '2029-11-01',
      '2029-12-01',
      '2030-01-01',
      '2030-02-01',
      '2030-03-01',
      '2030-04-01',
    ]);
    // December: a's first visit. January: b new (twice, once counted), a back (twice, once).
    expect(data.series[8]).toEqual({
      date: '2029-12-01',
      ...none,
      scans: 1,
      stamps: 1,
      new_customers: 1,
    });
    expect(data.series[9]).toEqual({
      date: '2030-01-01',
      ...none,
      scans: 4,
      stamps: 4,
      new_customers: 1,
      returning_customers: 1,
    });
    // Over the year both are new: their first visits are inside it.
    expect(data.totals).toMatchObject({ new_customers: 2, returning_customers: 0 });
    expect(sum(data.series, 'new_customers')).toBe(2);
  });

  it('keeps one row a day up to 31 days', async () => {
    const data = (
      await overview(app, owner.access, { from: '2030-01-01', to: '2030-01-31' })
    ).json().data;
    expect(data.series_bucket).toBe('day');
    expect(data.series).toHaveLength(31);
    // b's return on the 22nd is a returning customer that day, though new in the range.
    expect(data.series[21]).toEqual({
      date: '2030-01-22',
      ...none,
      scans: 1,
      stamps: 1,
      returning_customers: 1,
    });
    expect(data.totals).toMatchObject({ new_customers: 1, returning_customers: 1 });
  });
});
