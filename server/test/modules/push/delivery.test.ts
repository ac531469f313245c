import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { pushSubscriptions } from '../../../src/db/schema';
import {
  BODY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../src/infrastructure/push/web-push-sender';
import { build } from '../../helper';
import { verifiedAccount } from '../../accounts';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../infrastructure/push/push-service-stand-in';
import { subscribe } from './push';

// End to end: a browser's subscription made at a push service (the stand-in), registered through
// the API, a notification sent by `app.push`, and the payload the stand-in decrypted.
describe('web push, from subscribing to the notification', () => {
  let app: App;
  let service: PushServiceStandIn;

  beforeAll(async () => {
    [app, service] = await Promise.all([build(), startPushServiceStandIn()]);
  });
  afterAll(() => Promise.all([app.close(), service.stop()]));

  it('delivers the notification, encrypted for the browser and signed with the VAPID key', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const device = await service.subscribe(app.push.publicKey);
    expect((await subscribe(app, customer.access, device)).statusCode).toBe(201);

    const payload = {
      title: 'Café Sol misses you',
      body: 'A bonus stamp waits for you until Sunday.',
      url: 'https://qrewards.example/cards',
      tag: 'win_back:store-1',
    };
    expect(await app.push.sendToUser(customer.userId, payload)).toBe('delivered');

    const received = await service.messages(device);
    expect(received.map((text) => JSON.parse(text) as unknown)).toEqual([payload]);
    const [row] = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('removes a subscription the push service says is gone, and still reaches the others', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const [phone, laptop] = await Promise.all([
      service.subscribe(app.push.publicKey),
      service.subscribe(app.push.publicKey),
    ]);
    await subscribe(app, customer.access, phone);
    await subscribe(app, customer.access, laptop);
    await service.expire(phone);

    const payload = { title: 'Hi', body: 'One stamp to go', url: '/', tag: 'near_reward' };
    expect(await app.push.sendToUser(customer.userId, payload)).toBe('delivered');
    const left = await app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, customer.userId));
    expect(left).toEqual([{ endpoint: laptop.endpoint }]);
    expect(await service.messages(laptop)).toHaveLength(1);
    expect(await service.messages(phone)).toEqual([]);

    await service.expire(laptop);
    expect(await app.push.sendToUser(customer.userId, payload)).toBe('failed');
    expect(await app.push.sendToUser(customer.userId, payload)).toBe('no_subscription');
  });

  it('cuts a long title and body to what a notification shows, rather than failing', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const device = await service.subscribe(app.push.publicKey);
    await subscribe(app, customer.access, device);
    const payload = { title: 'T'.repeat(300), body: 'é'.repeat(3000), url: '/', tag: 'long' };
    expect(await app.push.sendToUser(customer.userId, payload)).toBe('delivered');
    const [text] = await service.messages(device);
    const shown = JSON.parse(text!) as { title: string; body: string };
    expect([...shown.title]).toHaveLength(TITLE_MAX_LENGTH);
    expect([...shown.body]).toHaveLength(BODY_MAX_LENGTH);
    expect(shown.body.endsWith('…')).toBe(true);
  });

  it('answers no_subscription for a customer without a device', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const payload = { title: 'Hi', body: 'Hello', url: '/', tag: 'x' };
    expect(await app.push.sendToUser(customer.userId, payload)).toBe('no_subscription');
  });
});
