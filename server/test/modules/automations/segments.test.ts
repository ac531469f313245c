import type { App } from '../../../src/app';
import { bearer, testClock } from '../../accounts';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import { DAY, cardWithVisits, insertCustomer, insertRewardCard, storeUrl } from './fixture';

const NOW = new Date('2030-03-15T12:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('the segments of a one-off message', () => {
  let app: App;
  let owner: Owner;

  beforeAll(async () => {
    app = await build({}, { now: testClock(NOW).now });
    owner = await subscribedOwner(app);
    const place = {
      merchantId: owner.merchantId,
      storeId: owner.storeId,
      rewardCardId: await insertRewardCard(app, owner.merchantId, owner.storeId, 10),
    };
    const visits = (count: number, every: number, lastAgo: number) =>
      Array.from({ length: count }, (_, i) => ago(lastAgo + (count - 1 - i) * every));
    const card = async (dates: Date[], stamps = dates.length) =>
      cardWithVisits(app, place, (await insertCustomer(app)).id, dates, stamps);
    // Lapsed: one visit 70 days ago (> 60); a 10-day rhythm last seen 25 days ago (> 2 × 10).
    await card([ago(70)], 1);
    await card(visits(3, 10, 25), 3);
    // Not lapsed: one visit 30 days ago; a 10-day rhythm last seen 5 days ago.
    await card([ago(30)], 1);
    await card(visits(3, 10, 5), 3);
    // Near a reward: 9 of 10, visited yesterday (not lapsed).
    await card([ago(1)], 9);
    // Visits in the last year: 12, 8, and the five above (1, 3, 1, 3, 1); 12 is the top 10 %.
    await card(visits(12, 7, 2), 2);
    await card(visits(8, 7, 3), 3);
    // Visits only more than a year ago: lapsed, not a top visitor of the last year.
    await card(visits(20, 1, 400), 0);
  });

  afterAll(() => app.close());

  const recipientsOf = async (segment: string) => {
    const response = await app.inject({
      method: 'POST',
      url: storeUrl(owner.storeId, 'broadcasts/preview'),
      headers: bearer(owner.access),
      payload: {
        segment,
        subject: 'Hello',
        body: 'News from the shop.',
        offer_kind: 'none',
        offer_stamps: 1,
        offer_valid_days: 14,
        holdout_percent: 5,
      },
    });
    expect(response.statusCode).toBe(200);
    const { recipients, held_out: heldOut } = response.json().data;
    return recipients + heldOut;
  };

  it('everyone: every customer holding a card of the store', async () => {
    expect(await recipientsOf('everyone')).toBe(8);
  });

  it('lapsed: twice their median gap with 3 visits or more, else 60 days', async () => {
    expect(await recipientsOf('lapsed')).toBe(3);
  });

  it('near_reward: one stamp or 90 % from a reward', async () => {
    expect(await recipientsOf('near_reward')).toBe(1);
  });

  it('top_visitors: the top 10 % of the last year’s customers by visits, rounded up', async () => {
    // 7 customers visited in the last year: ceil(0.7) = 1.
    expect(await recipientsOf('top_visitors')).toBe(1);
  });
});
