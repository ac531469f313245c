import type { App } from '../../../src/app';
import { messagePreferences } from '../../../src/db/schema';
import { testClock, bearer } from '../../accounts';
import { build } from '../../helper';
import { customerAccount, subscribedOwner, type Customer, type Owner } from '../reward-cards/cards';
import {
  automationId,
  cardWithVisits,
  insertMessage,
  insertRewardCard,
  jobsOf,
  messageById,
  outboxTo,
  turnOn,
} from '../automations/fixture';

const NOW = new Date('2030-03-15T12:00:00.000Z');
const MESSAGING = '/api/merchant/messaging';

describe('the customer’s channels, unsubscribe and click tracking', () => {
  let app: App;
  let owner: Owner;
  let customer: Customer;
  let other: Customer;
  let messageId: string;
  let oneClick: string;
  let clickUrl: string;

  beforeAll(async () => {
    app = await build({}, { now: testClock(NOW).now });
    owner = await subscribedOwner(app);
    customer = await customerAccount(app);
    other = await customerAccount(app);
    const rewardCardId = await insertRewardCard(app, owner.merchantId, owner.storeId);
    const place = { merchantId: owner.merchantId, storeId: owner.storeId, rewardCardId };
    await cardWithVisits(app, place, customer.userId, [new Date('2030-03-01T10:00:00Z')]);
    await turnOn(app, owner.access, owner.storeId, 'near_reward');
    messageId = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.userId,
      automationId: await automationId(app, owner.storeId, 'near_reward'),
    });
    await jobsOf(app).deliver({ messageId });
    await app.jobs.drain();
    const email = (await outboxTo(app, customer.email)).find((e) => e.kind === 'automation');
    oneClick = email!.headers!['List-Unsubscribe']!.slice(1, -1);
    clickUrl = email!.text.match(/See your card: (\S+)/)![1]!;
  });

  afterAll(() => app.close());

  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  it('lists every shop the customer holds a card at, both channels on by default', async () => {
    const response = await app.inject({
      url: `${MESSAGING}/preferences`,
      headers: bearer(customer.access),
    });
    expect(response.json().data).toEqual([
      { store_id: owner.storeId, store_name: 'Ana Bakery', email: true, push: true },
    ]);
    const theirs = await app.inject({
      url: `${MESSAGING}/preferences`,
      headers: bearer(other.access),
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('a customer changes their own channels, and cannot at a shop where they hold no card', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: `${MESSAGING}/preferences/${owner.storeId}`,
      headers: bearer(customer.access),
      payload: { email: true, push: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ email: true, push: false });
    const elsewhere = await app.inject({
      method: 'PUT',
      url: `${MESSAGING}/preferences/${owner.storeId}`,
      headers: bearer(other.access),
      payload: { email: false, push: false },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('the unsubscribe link says what it names without changing anything', async () => {
    const response = await app.inject({ url: path(oneClick) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      store_id: owner.storeId,
      store_name: 'Ana Bakery',
      channel: 'email',
      subscribed: true,
    });
  });

  it('one click (RFC 8058, form-encoded, no session) turns this shop’s email off', async () => {
    const response = await app.inject({
      method: 'POST',
      url: path(oneClick),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You will get no more emails from Ana Bakery.');
    const [row] = await app.db.select().from(messagePreferences);
    expect(row).toMatchObject({ userId: customer.userId, email: false, push: false });
    // The SPA's page sends JSON: the same answer again.
    const again = await app.inject({ method: 'POST', url: path(oneClick), payload: {} });
    expect(again.statusCode).toBe(200);
  });

  it('a cut or changed token is a 400 that says so, never a 500', async () => {
    const token = new URL(oneClick).searchParams.get('token')!;
    const [body, mac] = token.split('.');
    const flipped = mac!.endsWith('xx') ? 'yy' : 'xx';
    for (const bad of [
      `${body}.${mac!.slice(0, -2)}${flipped}`,
      `${body}`,
      'nonsense',
      `x${token}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `${MESSAGING}/unsubscribe?token=${encodeURIComponent(bad)}`,
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/This link is not valid/);
    }
    const clickToken = new URL(clickUrl).pathname.split('/').pop()!;
    const changed = clickToken.endsWith('A') ? 'B' : 'A';
    for (const bad of [`${clickToken.slice(0, -1)}${changed}`, clickToken.split('.')[0], 'x.y']) {
      const click = await app.inject({ url: `${MESSAGING}/click/${bad}` });
      expect(click.statusCode).toBe(400);
    }
  });

  it('the tracked link goes to the app and records the first click only', async () => {
    const first = await app.inject({ url: path(clickUrl) });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(/^http:\/\/localhost:\d+\/$/);
    const clickedAt = (await messageById(app, messageId)).clickedAt;
    expect(clickedAt?.toISOString()).toBe(NOW.toISOString());
    await app.inject({ url: path(clickUrl) });
    expect((await messageById(app, messageId)).clickedAt?.toISOString()).toBe(NOW.toISOString());
  });
});
