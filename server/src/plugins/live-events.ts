import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createNotificationsRepository } from '../repositories/notifications-repository';
import { LIVE_CHANNEL } from '../infrastructure/live/channel-listener';
import { createLiveEventsHub, type LiveEvents } from '../infrastructure/live/live-events';
import { listenOnPglite } from '../infrastructure/live/pglite-listener';
import { listenOnPostgres } from '../infrastructure/live/postgres-listener';
import type { AddressedEvent } from '../infrastructure/live/live-event';
import { encodeFrames } from '../infrastructure/live/notification-frames';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates to a customer's open pages: `publish` after a change, streams `subscribe`. */
    liveEvents: LiveEvents;
  }
}

/**
 * The fan-out of live events across API processes (docs/architecture.md, "Live updates"):
 * `publish` NOTIFYs through the database, and every process LISTENs on one connection of its own
 * and hands each event to the streams it holds for that account.
 */
export default fp(
  async function liveEvents(app: FastifyInstance) {
    const notifications = createNotificationsRepository(app.db);
    const notify = (payloads: string[]) => notifications.notify(LIVE_CHANNEL, payloads);
    const hub = createLiveEventsHub({
      notify,
      retryLater: (userId, event) => app.jobs.send('live.publish', { userId, event }),
      log: app.log,
    });
    // A retry throws when the NOTIFY fails again, so the queue tries later, with backoff.
    await app.jobs.work<AddressedEvent>('live.publish', (message) => notify(encodeFrames(message)));
    const { database } = app;
    const listener =
      database.kind === 'pglite'
        ? await listenOnPglite(database.client, hub.handlers)
        : await listenOnPostgres(database.client.options, hub.handlers);
    hub.listenWith(listener);

    app.decorate('liveEvents', hub.events);
    // Open streams would hold the server's close for the whole drain time (plugins/graceful-close.ts).
    app.addHook('preClose', async () => hub.interruptAll());
    // Added after the database's, so it runs before the database closes.
    app.addHook('onClose', () => listener.close());
  },
  { name: 'live-events', dependencies: ['database', 'jobs'] },
);
