import type { App } from '../../../src/app';
import { testClock } from '../../accounts';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import {
  cardWithVisits,
  insertCustomer,
  insertRewardCard,
  messagesAt,
  runDay,
  turnOn,
} from './fixture';

describe('birthdays across the calendar', () => {
  let app: App;
  let owner: Owner;
  let clock: ReturnType<typeof testClock>;
  const who: Record<string, string> = {};

  beforeAll(async () => {
    clock = testClock(new Date('2030-12-30T12:00:00.000Z'));
    app = await build({}, { now: clock.now });
    owner = await subscribedOwner(app);
    const place = {
      merchantId: owner.merchantId,
      storeId: owner.storeId,
      rewardCardId: await insertRewardCard(app, owner.merchantId, owner.storeId),
    };
    for (const [name, birthDate] of [
      ['newYear', '1990-01-02'],
      ['leapDay', '1992-02-29'],
    ] as const) {
      who[name] = (await insertCustomer(app, { birthDate })).id;
      await cardWithVisits(app, place, who[name], [new Date('2030-12-01T10:00:00Z')], 1);
    }
    await turnOn(app, owner.access, owner.storeId, 'birthday', {
      holdout_percent: 5,
      days_before: 3,
    });
  });

  afterAll(() => app.close());

  const birthdays = async () =>
    (await messagesAt(app, owner.storeId))
      .filter((m) => m.kind === 'birthday')
      .map((m) => [Object.keys(who).find((name) => who[name] === m.userId), m.period])
      .sort();

  it('on 30 December, a 2 January birthday is 3 days away: the next year’s gift', async () => {
    await runDay(app, owner.storeId, '2030-12-30');
    expect(await birthdays()).toEqual([['newYear', '2031']]);
  });

  it('in a year without 29 February, that birthday is on the 28th', async () => {
    clock.advance(new Date('2031-02-25T12:00:00.000Z').getTime() - clock.now().getTime());
    await runDay(app, owner.storeId, '2031-02-25');
    expect(await birthdays()).toEqual([
      ['leapDay', '2031'],
      ['newYear', '2031'],
    ]);
  });
});
