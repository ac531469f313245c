import { createServer } from 'node:net';
import webPush from 'web-push';
import type { App } from '../../../src/app';
import { ConfigError, loadConfig } from '../../../src/config';
import { serverKeys } from '../../../src/db/schema';
import { resolveVapidKeys } from '../../../src/infrastructure/push/vapid-keys';
import { createPushSubscriptionsRepository } from '../../../src/repositories/push-subscriptions-repository';
import { build } from '../../helper';
import { verifiedAccount } from '../../accounts';

const PAIR = webPush.generateVAPIDKeys();
const ENV_PAIR = {
  VAPID_PUBLIC_KEY: PAIR.publicKey,
  VAPID_PRIVATE_KEY: PAIR.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.com',
};

describe('the VAPID key pair', () => {
  let first: App;
  let second: App;

  beforeAll(async () => {
    first = await build();
    // A second API process on the same database (its close must not close the database twice).
    second = await build({}, { database: { ...first.database, close: async () => {} } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is made once and shared by every app on one database', async () => {
    expect(second.push.publicKey).toBe(first.push.publicKey);
    // Processes starting at the same moment still agree: the insert that lost reads the winner.
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => resolveVapidKeys(first.db, first.config)),
    );
    expect(new Set(raced.map((keys) => keys.publicKey))).toEqual(new Set([first.push.publicKey]));
    expect(await first.db.select().from(serverKeys)).toHaveLength(1);
  });

  it('signs as the address of SMTP_FROM when the server made the pair', async () => {
    const keys = await resolveVapidKeys(first.db, first.config);
    expect(keys.subject).toBe('mailto:no-reply@qrewards.app');
  });

  it('answers failed, and keeps the device, when its push service does not answer', async () => {
    const customer = await verifiedAccount(first, { account_type: 'user' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const endpoint = `http://127.0.0.1:${port}/notify/nobody`;
    const subscriptions = createPushSubscriptionsRepository(first.db);
    await subscriptions.save(
      {
        userId: customer.userId,
        endpoint,
        p256dh: Buffer.from(webPush.generateVAPIDKeys().publicKey, 'base64url').toString(
          'base64url',
        ),
        auth: Buffer.alloc(16, 7).toString('base64url'),
        timeZone: 'UTC',
      },
      new Date(),
    );
    const payload = { title: 'Hi', body: 'Hello', url: '/', tag: 'x' };
    expect(await first.push.sendToUser(customer.userId, payload)).toBe('failed');
    expect((await subscriptions.ofUser(customer.userId)).map((row) => row.endpoint)).toEqual([
      endpoint,
    ]);
  });
});

describe('the VAPID key pair from the environment', () => {
  it('is the one the app signs with and gives browsers', async () => {
    const app = await build(ENV_PAIR);
    try {
      expect(app.push.publicKey).toBe(PAIR.publicKey);
      expect(await app.db.select().from(serverKeys)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  const problem = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return 'accepted';
  };

  it('is all or nothing, each missing variable named', () => {
    const message = problem({ VAPID_PUBLIC_KEY: PAIR.publicKey });
    expect(message).toMatch('VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set.');
    expect(message).toMatch('VAPID_SUBJECT is required when VAPID_PUBLIC_KEY is set.');
    expect(problem({ VAPID_SUBJECT: 'mailto:ops@example.com' })).toMatch(
      'VAPID_PUBLIC_KEY is required when VAPID_SUBJECT is set.',
    );
  });

  it('refuses a malformed key or subject, naming the variable', () => {
    expect(problem({ ...ENV_PAIR, VAPID_PUBLIC_KEY: 'not-a-key' })).toMatch(
      /VAPID_PUBLIC_KEY="not-a-key" is invalid: expected the public key/,
    );
    expect(problem({ ...ENV_PAIR, VAPID_SUBJECT: 'http://example.com' })).toMatch(
      /VAPID_SUBJECT="http:\/\/example.com" is invalid: expected a mailto: address or an https:\/\/ URL/,
    );
    // The private key is a secret: never echoed.
    const message = problem({ ...ENV_PAIR, VAPID_PRIVATE_KEY: 'short' });
    expect(message).toMatch('VAPID_PRIVATE_KEY is invalid');
    expect(message).not.toMatch('short');
  });

  it('refuses two keys that are not one pair', () => {
    const other = webPush.generateVAPIDKeys();
    expect(problem({ ...ENV_PAIR, VAPID_PRIVATE_KEY: other.privateKey })).toMatch(
      'VAPID_PRIVATE_KEY is invalid: it is not the private half of VAPID_PUBLIC_KEY.',
    );
    expect(problem(ENV_PAIR)).toBe('accepted');
  });
});
