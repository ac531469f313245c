import type { App } from '../../src/app';
import type { LiveEvent } from '../../src/infrastructure/live/live-event';
import { bearer, verifiedAccount } from '../accounts';
import { DRAIN_MS } from '../../src/plugins/graceful-close';
import { build } from '../helper';
import { listenOnFreePort, nextEvent, openLiveStream } from '../live-stream';
import { cardEvent } from '../modules/live/card-event';

// app.liveEvents (docs/architecture.md, "Live updates"): a publish goes out through the database's
// NOTIFY and comes back to the subscribers of that account, on PGlite and on PostgreSQL alike.

const EVENTS = '/api/merchant/users/me/events';

describe('live events on one app', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close());

  it('hands a published event to the subscribers of that account only', async () => {
    const seenByOther: LiveEvent[] = [];
    const unsubscribeOther = app.liveEvents.subscribe('someone-else', (event) =>
      seenByOther.push(event),
    );
    const received = nextEvent(app, 'ana');
    const event = cardEvent({ kind: 'redeem' });
    await app.liveEvents.publish('ana', event);
    expect(await received).toEqual(event);
    unsubscribeOther();
    expect(seenByOther).toEqual([]);
  });

  it('carries an event far over the 8000-byte NOTIFY limit whole', async () => {
    const description = 'Café ☕ and croissant 🥐. '.repeat(800);
    const received = nextEvent(app, 'ana');
    await app.liveEvents.publish('ana', cardEvent({ description }));
    const event = await received;
    expect(event.data.customer_card).toMatchObject({ reward_card: { description } });
  });

  it('stops calling a listener once it unsubscribed', async () => {
    const seen: LiveEvent[] = [];
    const unsubscribe = app.liveEvents.subscribe('ben', (event) => seen.push(event));
    unsubscribe();
    const later = nextEvent(app, 'ben');
    await app.liveEvents.publish('ben', cardEvent());
    await later;
    expect(seen).toEqual([]);
  });

  it('lets go of a stream whose client went away', async () => {
    const ana = await verifiedAccount(app, { account_type: 'user' });
    const controller = new AbortController();
    const response = await app.inject({
      url: EVENTS,
      headers: bearer(ana.access),
      payloadAsStream: true,
      signal: controller.signal,
    });
    expect(response.statusCode).toBe(200);
    expect(app.liveEvents.subscriberCount(ana.userId)).toBe(1);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.liveEvents.subscriberCount(ana.userId)).toBe(0);
  });
});

it('ends open streams when the app closes, without waiting for the drain time', async () => {
  const app = await build();
  try {
    const origin = await listenOnFreePort(app);
    const ana = await verifiedAccount(app, { account_type: 'user' });
    const stream = await openLiveStream(origin, ana.access);
    await stream.next();

    const started = Date.now();
    await app.close();
    await stream.ended;
    // plugins/graceful-close.ts cuts what is still open after DRAIN_MS: a stream that waited for
    // that cut would take at least that long, however quiet the machine.
    expect(Date.now() - started).toBeLessThan(DRAIN_MS);
  } finally {
    await app.close();
  }
}, 60_000);

it('never fails the caller of publish, even with the database gone', async () => {
  const app = await build();
  await app.close();
  await expect(app.liveEvents.publish('ana', cardEvent())).resolves.toBeUndefined();
}, 60_000);
