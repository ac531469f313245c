import type { App } from '../../../src/app';
import { bearer, testClock, verifiedAccount, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import { listenOnFreePort, openLiveStream, type LiveStream } from '../../live-stream';
import { cardEvent } from './card-event';

// GET /users/me/events (docs/api.md, "Live updates"): the signed-in customer's open page hears of
// a stamp without reloading. Over real HTTP, as the SPA reads it.

const EVENTS = '/api/merchant/users/me/events';

describe('GET /users/me/events', () => {
  const clock = testClock(new Date());
  let app: App;
  let origin: string;
  let ana: SignedIn;
  const streams: LiveStream[] = [];
  const open = async (access?: string) => {
    const stream = await openLiveStream(origin, access);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    app = await build({}, { now: clock.now, liveHeartbeatMs: 100 });
    origin = await listenOnFreePort(app);
    ana = await verifiedAccount(app, { account_type: 'user' });
  }, 60_000);
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => app.close());

  it('says it is ready, then sends a card event published for the customer', async () => {
    const stream = await open(ana.access);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect(await stream.next()).toEqual({ event: 'ready', data: {} });

    const event = cardEvent({ stamps: 4 });
    await app.liveEvents.publish(ana.userId, event);
    expect(await stream.next()).toEqual({ event: 'card', data: event.data });
  });

  it("never sends another customer's events", async () => {
    const ben = await verifiedAccount(app, { account_type: 'user' });
    const anaStream = await open(ana.access);
    const benStream = await open(ben.access);
    await anaStream.next();
    await benStream.next();

    await app.liveEvents.publish(ben.userId, cardEvent({ stamps: 7 }));
    await app.liveEvents.publish(ana.userId, cardEvent({ stamps: 1 }));
    expect(await benStream.next()).toMatchObject({ data: { customer_card: { stamps: 7 } } });
    expect(await anaStream.next()).toMatchObject({ data: { customer_card: { stamps: 1 } } });
  });

  it('sends heartbeats while nothing happens', async () => {
    const stream = await open(ana.access);
    await stream.next();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(stream.heartbeats()).toBeGreaterThanOrEqual(2);
  });

  it('ends the stream when the access token expires; the old token is then refused', async () => {
    const eve = await verifiedAccount(app, { account_type: 'user' });
    const stream = await open(eve.access);
    await stream.next();
    clock.advance(16 * 60_000);
    await stream.ended;

    const again = await open(eve.access);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a caller without a token (401), a merchant (403) and a sixth stream (429)', async () => {
    const anonymous = await open();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

    const merchant = await verifiedAccount(app);
    expect((await open(merchant.access)).status).toBe(403);

    const zoe = await verifiedAccount(app, { account_type: 'user' });
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open(zoe.access)));
    expect(five.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open(zoe.access);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // A closed tab frees its place.
    five[0]!.close();
    await waitFor(async () => {
      const response = await app.inject({
        url: EVENTS,
        headers: bearer(zoe.access),
        payloadAsStream: true,
      });
      response.stream().destroy();
      return response.statusCode === 200;
    });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
