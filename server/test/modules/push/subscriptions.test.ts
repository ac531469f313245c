import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { pushSubscriptions, users } from '../../../src/db/schema';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../src/repositories/push-subscriptions-repository';
import { build } from '../../helper';
import { verifiedAccount, type SignedIn } from '../../accounts';
import { browserSubscription, PUSH, subscribe, unsubscribe } from './push';

describe('push subscriptions', () => {
  let app: App;
  let ana: SignedIn;
  let ben: SignedIn;
  let merchant: SignedIn;

  beforeAll(async () => {
    app = await build();
    [ana, ben, merchant] = await Promise.all([
      verifiedAccount(app, { account_type: 'user' }),
      verifiedAccount(app, { account_type: 'user' }),
      verifiedAccount(app, { account_type: 'merchant' }),
    ]);
  });
  afterAll(() => app.close());

  const endpointsOf = async (userId: string) =>
    (
      await app.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map((row) => row.endpoint);

  it('gives anyone the VAPID public key browsers subscribe with', async () => {
    const response = await app.inject({ method: 'GET', url: `${PUSH}/public-key` });
    expect(response.statusCode).toBe(200);
    const key = response.json().data.public_key as string;
    expect(key).toBe(app.push.publicKey);
    // An uncompressed P-256 point: 65 bytes, the first one 4.
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it("registers a customer's browser and keeps the browser's time zone as the customer's", async () => {
    const device = browserSubscription();
    const response = await subscribe(app, ana.access, device, 'america/new_york');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.endpoint).toBe(device.endpoint);
    expect(await endpointsOf(ana.userId)).toEqual([device.endpoint]);
    const [user] = await app.db.select().from(users).where(eq(users.id, ana.userId));
    expect(user!.timeZone).toBe('America/New_York');
  });

  it('names each field that is wrong, and keeps nothing', async () => {
    const device = browserSubscription('http://push.example.com/send/1');
    const response = await subscribe(app, ben.access, {
      endpoint: device.endpoint,
      keys: { p256dh: device.keys.p256dh.slice(0, 40), auth: `${device.keys.auth}AA` },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.endpoint).toEqual(['Endpoint must be the https:// address of a push service.']);
    expect(errors['keys.p256dh'][0]).toMatch(/65 bytes/);
    expect(errors['keys.auth'][0]).toMatch(/16 bytes/);
    expect(await endpointsOf(ben.userId)).toEqual([]);
  });

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone', /IANA time zone/],
    ['no time zone', { time_zone: undefined }, 'time_zone', /required/],
    ['no keys', { keys: undefined }, 'keys', /required/],
    ['an address inside a network', { endpoint: 'https://10.0.0.7/push' }, 'endpoint', /https/],
    [
      'a key that is not base64url',
      { keys: { p256dh: '!'.repeat(87), auth: 'x' } },
      'keys.p256dh',
      /base64url/,
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const response = await app.inject({
      method: 'POST',
      url: `${PUSH}/subscriptions`,
      headers: { authorization: `Bearer ${ben.access}` },
      payload: { ...browserSubscription(), time_zone: 'Europe/Lisbon', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field][0]).toMatch(message);
    expect(await endpointsOf(ben.userId)).toEqual([]);
  });

  it('moves an endpoint to the account that registers it last', async () => {
    const device = browserSubscription();
    expect((await subscribe(app, ana.access, device)).statusCode).toBe(201);
    expect((await subscribe(app, ben.access, device)).statusCode).toBe(201);
    expect(await endpointsOf(ana.userId)).not.toContain(device.endpoint);
    expect(await endpointsOf(ben.userId)).toContain(device.endpoint);
    // Ben's again: Ana cannot remove it, Ben can.
    expect((await unsubscribe(app, ana.access, device.endpoint)).statusCode).toBe(404);
    expect(await endpointsOf(ben.userId)).toContain(device.endpoint);
    const removed = await unsubscribe(app, ben.access, device.endpoint);
    expect(removed.statusCode).toBe(200);
    expect(await endpointsOf(ben.userId)).not.toContain(device.endpoint);
  });

  it(`keeps the ${MAX_SUBSCRIPTIONS_PER_USER} newest devices of an account`, async () => {
    const carl = await verifiedAccount(app, { account_type: 'user' });
    const devices = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 1 }, () =>
      browserSubscription(),
    );
    for (const device of devices) {
      expect((await subscribe(app, carl.access, device)).statusCode).toBe(201);
    }
    const kept = await endpointsOf(carl.userId);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain(devices[0]!.endpoint);
    expect(kept).toContain(devices.at(-1)!.endpoint);
  });

  it('is for customers: a merchant account cannot register a device', async () => {
    const response = await subscribe(app, merchant.access, browserSubscription());
    expect(response.statusCode).toBe(403);
    expect(await endpointsOf(merchant.userId)).toEqual([]);
  });
});
