import type { App } from '../../../src/app';
import { messagePreferences } from '../../../src/db/schema';
import type { PushSender } from '../../../src/infrastructure/push/push-sender';
import { jobIdOf } from '../../../src/infrastructure/jobs/job-ids';
import { testClock } from '../../accounts';
import { build } from '../../helper';
import { insertStore, subscribedOwner, type Owner } from '../reward-cards/cards';
import {
  automationId,
  insertCustomer,
  insertMessage,
  jobsOf,
  messageById,
  outboxTo,
  turnOn,
} from './fixture';

// Noon in UTC: outside quiet hours for a customer in the store's time zone (UTC).
const NOW = new Date('2030-03-15T12:00:00.000Z');
const HOUR = 3_600_000;

describe('sending a chosen message', () => {
  let app: App;
  let owner: Owner;
  let nearReward: string;
  const pushed: {
    userId: string;
    title: string;
    body: string;
    url: string;
    unsubscribeUrl?: string;
  }[] = [];

  beforeAll(async () => {
    app = await build({}, { now: testClock(NOW).now });
    const push: PushSender = {
      async sendToUser(userId, payload) {
        pushed.push({ userId, ...payload });
        return 'delivered';
      },
    };
    app.push.sendToUser = push.sendToUser;
    owner = await subscribedOwner(app);
    await turnOn(app, owner.access, owner.storeId, 'near_reward');
    nearReward = await automationId(app, owner.storeId, 'near_reward');
  });

  afterAll(() => app.close());

  const deliver = async (messageId: string) => {
    await jobsOf(app).deliver({ messageId });
    await app.jobs.drain();
    return messageById(app, messageId);
  };

  it('emails the customer with RFC 8058’s two headers, the shop, the offer and an unsubscribe link', async () => {
    const customer = await insertCustomer(app, { firstName: 'Mia' });
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    const message = await deliver(id);
    expect(message).toMatchObject({ status: 'sent', emailStatus: 'delivered' });
    const [email] = await outboxTo(app, customer.email);
    expect(email!.subject).toBe(
      'You are almost there at Ana Bakery: +1 stamp on your next visit, until 14 Apr',
    );
    expect(email!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/merchant\/messaging\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(email!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email!.text).toContain('Hi Mia,');
    expect(email!.text).toContain('Unsubscribe: http://');
    expect(email!.html).toContain('>Unsubscribe</a>');
    // The push went too (not in quiet hours), with the tracked link.
    const push = pushed.find((p) => p.userId === customer.id);
    expect(push?.url).toMatch(/\/messaging\/click\//);
    // ...and the page that turns this shop's push off, for the notification's "Stop these".
    expect(push?.unsubscribeUrl).toMatch(
      /^http:\/\/localhost:\d+\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    expect((await messageById(app, id)).pushStatus).toBe('delivered');
  });

  it('a retried delivery sends the email once', async () => {
    const customer = await insertCustomer(app);
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    await deliver(id);
    await deliver(id);
    expect(await outboxTo(app, customer.email)).toHaveLength(1);
  });

  it('skips a customer who turned both channels off at this shop, and sends nothing', async () => {
    const customer = await insertCustomer(app);
    await app.db
      .insert(messagePreferences)
      .values({ userId: customer.id, storeId: owner.storeId, email: false, push: false });
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    expect(await deliver(id)).toMatchObject({
      status: 'skipped',
      skippedReason: 'opted_out',
      offerStamps: null,
    });
    expect(await outboxTo(app, customer.email)).toHaveLength(0);
  });

  it('sends only the push to a customer who turned email off', async () => {
    const customer = await insertCustomer(app);
    await app.db
      .insert(messagePreferences)
      .values({ userId: customer.id, storeId: owner.storeId, email: false, push: true });
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    expect(await deliver(id)).toMatchObject({ status: 'sent', emailStatus: 'opted_out' });
    expect(await outboxTo(app, customer.email)).toHaveLength(0);
    expect((await messageById(app, id)).pushStatus).toBe('delivered');
  });

  it('holds to one automated message per shop per week', async () => {
    const customer = await insertCustomer(app);
    await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
      status: 'sent',
      sentAt: new Date(NOW.getTime() - 6 * 24 * HOUR),
    });
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    expect(await deliver(id)).toMatchObject({ status: 'skipped', skippedReason: 'weekly_cap' });
  });

  it('sends again once the week is over', async () => {
    const customer = await insertCustomer(app);
    await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
      status: 'sent',
      sentAt: new Date(NOW.getTime() - 7 * 24 * HOUR - 1000),
    });
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    expect(await deliver(id)).toMatchObject({ status: 'sent' });
  });

  it('holds to three messages a day across shops', async () => {
    const customer = await insertCustomer(app);
    for (const name of ['Shop One', 'Shop Two', 'Shop Three']) {
      const store = await insertStore(app, owner.merchantId, name);
      await turnOn(app, owner.access, store.id, 'near_reward');
      await insertMessage(app, {
        storeId: store.id,
        userId: customer.id,
        automationId: await automationId(app, store.id, 'near_reward'),
        status: 'sent',
        sentAt: new Date(NOW.getTime() - 2 * HOUR),
      });
    }
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    expect(await deliver(id)).toMatchObject({ status: 'skipped', skippedReason: 'daily_cap' });
  });

  it('in the customer’s quiet hours, emails now and holds the push until 09:00 their time', async () => {
    // 12:00 UTC is 22:00 in Sydney (UTC+11 in March).
    const customer = await insertCustomer(app, { timeZone: 'Australia/Sydney' });
    const id = await insertMessage(app, {
      storeId: owner.storeId,
      userId: customer.id,
      automationId: nearReward,
    });
    expect(await deliver(id)).toMatchObject({ status: 'sent', emailStatus: 'delivered' });
    expect(await outboxTo(app, customer.email)).toHaveLength(1);
    expect(pushed.some((p) => p.userId === customer.id)).toBe(false);
    expect((await messageById(app, id)).pushStatus).toBe(null);
    const jobId = jobIdOf(`automation-push:${id}`);
    const [job] = (
      (await app.db.execute(
        `select start_after from pgboss.job where id = '${jobId}'` as never,
      )) as unknown as { rows: { start_after: Date }[] }
    ).rows;
    // 09:00 the next morning in Sydney = 22:00 UTC the same day.
    expect(new Date(job!.start_after).toISOString()).toBe('2030-03-15T22:00:00.000Z');
  });
});
