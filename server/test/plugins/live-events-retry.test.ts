import type { App } from '../../src/app';
import type { LiveEvent } from '../../src/infrastructure/live/live-event';
import { createLiveEventsHub } from '../../src/infrastructure/live/live-events';
import { build } from '../helper';
import { nextEvent } from '../live-stream';
import { cardEvent } from '../modules/live/card-event';

// A live event whose NOTIFY failed is not lost: it becomes a `live.publish` job, and the job
// sends it again (docs/architecture.md, "Background jobs"; docs/reliability.md, "Background jobs").

const quietLog = { warn: () => undefined, error: () => undefined, info: () => undefined };

it('queues a retry when the NOTIFY fails, and the publisher never sees the failure', async () => {
  const queued: { userId: string; event: LiveEvent }[] = [];
  let tries = 0;
  const hub = createLiveEventsHub({
    notify: async () => {
      tries += 1;
      throw new Error('connection terminated');
    },
    retryLater: async (userId, event) => queued.push({ userId, event }),
    log: quietLog,
  });
  const event = cardEvent({ kind: 'stamp' });
  await expect(hub.events.publish('ana', event)).resolves.toBeUndefined();
  expect(tries).toBe(1);
  expect(queued).toEqual([{ userId: 'ana', event }]);
});

describe('the live.publish job', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close());

  it("delivers the queued event to the account's open streams", async () => {
    const event = cardEvent({ kind: 'redeem' });
    const received = nextEvent(app, 'ana');
    await app.jobs.send('live.publish', { userId: 'ana', event });
    await app.jobs.drain();
    expect(await received).toEqual(event);
  });
});
