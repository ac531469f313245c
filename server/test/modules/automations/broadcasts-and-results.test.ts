import type { App } from '../../../src/app';
import { eq, inArray } from 'drizzle-orm';
import { automationMessages, customerCards, interactions } from '../../../src/db/schema';
import { bearer, testClock } from '../../accounts';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import {
  DAY,
  automationId,
  cardWithVisits,
  insertCustomer,
  insertMessage,
  insertRewardCard,
  messagesAt,
  outboxTo,
  storeUrl,
  turnOn,
} from './fixture';

const NOW = new Date('2030-03-15T12:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const message = {
  segment: 'everyone',
  subject: 'Spring menu',
  body: 'New pastries this week.',
  offer_kind: 'bonus_stamps',
  offer_stamps: 2,
  offer_valid_days: 14,
  holdout_percent: 10,
};

describe('one-off messages and the results', () => {
  let app: App;
  let owner: Owner;
  let other: Owner;
  let place: { merchantId: string; storeId: string; rewardCardId: string };
  const customers: { id: string; email: string }[] = [];

  beforeAll(async () => {
    app = await build({}, { now: testClock(NOW).now });
    owner = await subscribedOwner(app);
    other = await subscribedOwner(app);
    place = {
      merchantId: owner.merchantId,
      storeId: owner.storeId,
      rewardCardId: await insertRewardCard(app, owner.merchantId, owner.storeId),
    };
    // 20 customers, one visit each 5 days ago.
    for (let i = 0; i < 20; i += 1) {
      const customer = await insertCustomer(app);
      customers.push(customer);
      await cardWithVisits(app, place, customer.id, [ago(5)], 1);
    }
  });

  afterAll(() => app.close());

  const post = (path: string, payload: object, access = owner.access, key?: string) =>
    app.inject({
      method: 'POST',
      url: storeUrl(owner.storeId, path),
      headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('the preview answers the exact recipients and holdout, and the email', async () => {
    const response = await post('broadcasts/preview', message);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // 20 customers, 10 % held out: 2 held out, 18 recipients.
    expect(data).toMatchObject({ recipients: 18, held_out: 2 });
    expect(data.email.subject).toBe('Spring menu');
    expect(data.email.text).toContain('New pastries this week.');
    expect(data.email.text).toContain('Ana Bakery: +2 stamps on your next visit, until 29 Mar.');
  });

  it('refuses a send whose recipients changed since the preview (409 with the new number)', async () => {
    const response = await post(
      'broadcasts',
      { ...message, expected_recipients: 17 },
      owner.access,
      'key-stale-count',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This segment now has 18 recipients, not 17: check the preview again before sending.',
    );
    expect(response.json().errors).toEqual({ expected_recipients: ['18'] });
  });

  it('sends to as many as the preview said, once per Idempotency-Key', async () => {
    const body = { ...message, expected_recipients: 18 };
    const first = await post('broadcasts', body, owner.access, 'key-spring-menu');
    expect(first.statusCode).toBe(201);
    const again = await post('broadcasts', body, owner.access, 'key-spring-menu');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    // The same key with another body is refused.
    const reused = await post(
      'broadcasts',
      { ...body, subject: 'Other' },
      owner.access,
      'key-spring-menu',
    );
    expect(reused.statusCode).toBe(422);

    await app.jobs.drain();
    const rows = (await messagesAt(app, owner.storeId)).filter((m) => m.kind === 'one_off');
    expect(rows).toHaveLength(20);
    expect(rows.filter((m) => m.holdout)).toHaveLength(2);
    expect(rows.filter((m) => m.status === 'sent')).toHaveLength(18);
    const emails = await Promise.all(customers.map((c) => outboxTo(app, c.email)));
    expect(emails.filter((list) => list.length === 1)).toHaveLength(18);
    const list = await app.inject({
      url: storeUrl(owner.storeId, 'broadcasts'),
      headers: bearer(owner.access),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ recipients: 18, subject: 'Spring menu' }),
    ]);
  });

  it('two sends at once with two keys: each chooses everyone once, under the store’s lock', async () => {
    const body = { ...message, expected_recipients: 18 };
    const [a, b] = await Promise.all([
      post('broadcasts', body, owner.access, 'key-parallel-a'),
      post('broadcasts', body, owner.access, 'key-parallel-b'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = (await messagesAt(app, owner.storeId)).filter(
      (m) => m.broadcastId === a.json().data.id,
    );
    expect(rows).toHaveLength(20);
  });

  it('another merchant gets 404 for this store', async () => {
    const response = await post('broadcasts/preview', message, other.access);
    expect(response.statusCode).toBe(404);
  });

  it('results: eligible, holdout, returns within 30 days of matured rows, and the lift', async () => {
    await turnOn(app, owner.access, owner.storeId, 'win_back');
    const winBack = await automationId(app, owner.storeId, 'win_back');
    const people = customers.slice(0, 7);
    // 40 days ago: 4 messaged, 2 held out; one messaged 10 days ago (still maturing).
    const made = ago(40);
    const rows: string[] = [];
    for (const [i, person] of people.entries()) {
      rows.push(
        await insertMessage(app, {
          storeId: owner.storeId,
          userId: person.id,
          automationId: winBack,
          kind: 'win_back',
          createdAt: i === 6 ? ago(10) : made,
          status: 'sent',
          sentAt: i === 6 ? ago(10) : made,
        }),
      );
    }
    await app.db
      .update(automationMessages)
      .set({ holdout: true, status: 'held_out', sentAt: null })
      .where(inArray(automationMessages.id, [rows[4]!, rows[5]!]));
    await app.db
      .update(automationMessages)
      .set({ clickedAt: ago(39) })
      .where(eq(automationMessages.id, rows[0]!));
    const cardOf = async (userId: string) => {
      const [card] = await app.db
        .select()
        .from(customerCards)
        .where(eq(customerCards.userId, userId));
      return card!.id;
    };
    const stampAt = async (userId: string, at: Date, undoneAt: Date | null = null) =>
      app.db.insert(interactions).values({
        merchantId: owner.merchantId,
        storeId: owner.storeId,
        rewardCardId: place.rewardCardId,
        customerCardId: await cardOf(userId),
        customerId: userId,
        kind: 'stamp',
        count: 1,
        createdAt: at,
        undoneAt,
      });
    // Messaged: customers 0 and 1 came back 10 days after; 2's stamp was undone; 3 came on day 31.
    await stampAt(people[0]!.id, ago(30));
    await stampAt(people[1]!.id, ago(30));
    await stampAt(people[2]!.id, ago(30), ago(30));
    await stampAt(people[3]!.id, ago(9));
    // Held out: 4 came back within the 30 days, 5 did not.
    await stampAt(people[4]!.id, ago(35));

    const response = await app.inject({
      url: storeUrl(owner.storeId, 'automations/results'),
      headers: bearer(owner.access),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().data.results.find((r: { id: string }) => r.id === winBack);
    expect(result).toMatchObject({
      source: 'automation',
      kind: 'win_back',
      eligible: 7,
      held_out: 2,
      sent: 5,
      clicked: 1,
      maturing: 1,
      messaged: { size: 4, returned: 2, rate: 0.5 },
      holdout: { size: 2, returned: 1, rate: 0.5 },
      lift: 0,
      enough_data: false,
    });
    expect(response.json().data.min_group_size).toBe(30);
    const oneOff = response
      .json()
      .data.results.filter((r: { source: string }) => r.source === 'one_off');
    expect(oneOff).toHaveLength(3);
    expect(oneOff[0]).toMatchObject({ eligible: 20, held_out: 2, maturing: 20 });
  });
});
