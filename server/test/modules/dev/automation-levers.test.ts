import type { App } from '../../../src/app';
import { bearer, testClock } from '../../accounts';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import {
  DAY,
  cardWithVisits,
  insertCustomer,
  insertRewardCard,
  turnOn,
} from '../automations/fixture';

// The development routes that let a person (or a browser test) try the automations: a history of
// weeks in a minute, and the day's run now (docs/qa.md, "Automations in a browser").

const NOW = new Date('2030-03-15T12:00:00.000Z');
const API = '/api/merchant/dev/stores';

describe('the automations’ development levers', () => {
  let app: App;
  let owner: Owner;
  let customerEmail: string;

  beforeAll(async () => {
    app = await build({}, { now: testClock(NOW).now });
    owner = await subscribedOwner(app);
    const place = {
      merchantId: owner.merchantId,
      storeId: owner.storeId,
      rewardCardId: await insertRewardCard(app, owner.merchantId, owner.storeId, 10),
    };
    const customer = await insertCustomer(app, {});
    customerEmail = customer.email;
    // A weekly rhythm, last seen 10 days ago: not lapsed yet (10 < 2 × 7).
    const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
    await cardWithVisits(app, place, customer.id, [ago(24), ago(17), ago(10)], 3);
    await turnOn(app, owner.access, owner.storeId, 'win_back');
  });

  afterAll(() => app.close());

  const run = async () =>
    (
      await app.inject({
        method: 'POST',
        url: `${API}/${owner.storeId}/automations/run`,
        headers: bearer(owner.access),
      })
    ).json();

  it('runs the day now, and after the history moves 10 days back the customer is lapsed', async () => {
    expect((await run()).data).toEqual({ chosen: 0, messages: [] });
    const shifted = await app.inject({
      method: 'POST',
      url: `${API}/${owner.storeId}/shift-history`,
      headers: bearer(owner.access),
      payload: { days: 10 },
    });
    expect(shifted.statusCode).toBe(200);
    const after = (await run()).data;
    expect(after.chosen).toBe(1);
    expect(after.messages).toEqual([
      expect.objectContaining({ kind: 'win_back', email: customerEmail }),
    ]);
    // Run again the same day: nobody twice.
    expect((await run()).data.chosen).toBe(0);
  });

  it('names the field of a shift out of range and an unknown store', async () => {
    const far = await app.inject({
      method: 'POST',
      url: `${API}/${owner.storeId}/shift-history`,
      headers: bearer(owner.access),
      payload: { days: 0 },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toHaveProperty('days');
    const unknown = await app.inject({
      method: 'POST',
      url: `${API}/00000000-0000-4000-8000-000000000000/automations/run`,
      headers: bearer(owner.access),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
