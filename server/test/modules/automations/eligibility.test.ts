import type { App } from '../../../src/app';
import { testClock, bearer } from '../../accounts';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import {
  DAY,
  cardWithVisits,
  insertCustomer,
  insertRewardCard,
  messagesAt,
  runDay,
  storeUrl,
  turnOn,
} from './fixture';

// The run's day: 15 March 2030, noon UTC (the store's time zone is UTC).
const NOW = new Date('2030-03-15T12:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('the daily run chooses each automation’s customers', () => {
  let app: App;
  let owner: Owner;
  let place: { merchantId: string; storeId: string; rewardCardId: string };
  const who: Record<string, string> = {};

  beforeAll(async () => {
    const clock = testClock(NOW);
    app = await build({}, { now: clock.now });
    owner = await subscribedOwner(app);
    place = {
      merchantId: owner.merchantId,
      storeId: owner.storeId,
      rewardCardId: await insertRewardCard(app, owner.merchantId, owner.storeId, 10),
    };
    const person = async (name: string, input: { birthDate?: string } = {}) => {
      who[name] = (await insertCustomer(app, input)).id;
      return who[name]!;
    };
    // Win-back: a 10-day rhythm, away 80 days (> 2 × 10): chosen.
    await cardWithVisits(app, place, await person('lapsed'), [ago(100), ago(90), ago(80)], 3);
    // The same rhythm, last seen 15 days ago (< 20): not yet.
    await cardWithVisits(app, place, await person('regular'), [ago(35), ago(25), ago(15)], 3);
    // Two visits only: no rhythm to judge by.
    await cardWithVisits(app, place, await person('twice'), [ago(200), ago(100)], 2);
    // Birthday on 20 March (5 days away, within 7): chosen; 10 April: not.
    await cardWithVisits(
      app,
      place,
      await person('birthday', { birthDate: '1990-03-20' }),
      [ago(2)],
      1,
    );
    await cardWithVisits(
      app,
      place,
      await person('later', { birthDate: '1990-04-10' }),
      [ago(2)],
      1,
    );
    // One stamp away (9 of 10), idle 20 days (≥ 14): chosen; idle 3 days: not; 5 of 10: not.
    await cardWithVisits(app, place, await person('near'), [ago(20)], 9);
    await cardWithVisits(app, place, await person('nearFresh'), [ago(3)], 9);
    await cardWithVisits(app, place, await person('half'), [ago(20)], 5);
    // Stamps expiring: 3 months after 18 Dec 2029 is 18 March (3 days away): chosen.
    await cardWithVisits(
      app,
      place,
      await person('expiring'),
      [new Date('2029-12-18T09:00:00Z')],
      2,
    );
    // 1 Jan + 3 months = 1 April: more than 7 days away.
    await cardWithVisits(app, place, await person('notYet'), [new Date('2030-01-01T09:00:00Z')], 2);

    // A ready reward (10 of 10) since 18 February: with rewards kept 30 days it expires at the end
    // of 20 March, 5 days away: chosen. Its stamps (last visit 2 days ago) are far from expiring.
    await cardWithVisits(app, place, await person('readyReward'), [ago(2)], 10, {
      rewardReadyAt: new Date('2030-02-18T15:00:00Z'),
    });

    for (const kind of ['win_back', 'birthday', 'near_reward', 'expiry_reminder']) {
      await turnOn(app, owner.access, owner.storeId, kind, { holdout_percent: 5 });
    }
    const expiry = await app.inject({
      method: 'PUT',
      url: storeUrl(owner.storeId, 'expiry'),
      headers: bearer(owner.access),
      payload: { reward_expiry_days: 30, stamp_expiry_months: 3 },
    });
    expect(expiry.statusCode).toBe(200);
    await runDay(app, owner.storeId, '2030-03-15');
  });

  afterAll(() => app.close());

  const chosenBy = async (kind: string) =>
    (await messagesAt(app, owner.storeId))
      .filter((m) => m.kind === kind)
      .map((m) => Object.entries(who).find(([, id]) => id === m.userId)![0])
      .sort();

  it('win-back: away longer than twice their own median gap, with at least 3 visits', async () => {
    expect(await chosenBy('win_back')).toEqual(['lapsed']);
  });

  it('birthday: the birthday within days_before', async () => {
    expect(await chosenBy('birthday')).toEqual(['birthday']);
  });

  it('one stamp away: near a reward and idle for idle_days', async () => {
    expect(await chosenBy('near_reward')).toEqual(['near']);
  });

  it('expiring: stamps or a ready reward expiring within 7 days under the store’s rules', async () => {
    expect(await chosenBy('expiry_reminder')).toEqual(['expiring', 'readyReward']);
    const periods = (await messagesAt(app, owner.storeId))
      .filter((m) => m.kind === 'expiry_reminder')
      .map((m) => m.period.replace(/:[0-9a-f-]{36}:/, ':<card>:'))
      .sort();
    expect(periods).toEqual(['reward:<card>:2030-03-20', 'stamps:<card>:2030-03-18']);
  });

  it('a second run of the same day chooses nobody again', async () => {
    const before = (await messagesAt(app, owner.storeId)).length;
    expect(await runDay(app, owner.storeId, '2030-03-15')).toBe(0);
    expect((await messagesAt(app, owner.storeId)).length).toBe(before);
  });

  it('the overview shows the saved automations, the expiry rules and the last run', async () => {
    const response = await app.inject({
      url: storeUrl(owner.storeId, 'automations'),
      headers: bearer(owner.access),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(
      data.automations.map((a: { kind: string; enabled: boolean }) => [a.kind, a.enabled]),
    ).toEqual([
      ['win_back', true],
      ['birthday', true],
      ['near_reward', true],
      ['expiry_reminder', true],
    ]);
    expect(data.expiry).toEqual({ reward_expiry_days: 30, stamp_expiry_months: 3 });
    expect(data.last_run).toMatchObject({ local_date: '2030-03-15', chosen: 5 });
  });
});
