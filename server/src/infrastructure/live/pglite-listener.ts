import type { PGlite } from '@electric-sql/pglite';
import { LIVE_CHANNEL, type ChannelListener, type ListenerHandlers } from './channel-listener';

/**
 * PGlite runs inside this process and has one session: its own `listen` receives the NOTIFYs
 * sent through it. There is no connection to lose, and only this process can use the database.
 */
export async function listenOnPglite(
  client: PGlite,
  handlers: ListenerHandlers,
): Promise<ChannelListener> {
  const unlisten = await client.listen(LIVE_CHANNEL, handlers.onNotification);
  let listening = true;
  handlers.onConnected();
  return {
    get connected() {
      return listening && !client.closed;
    },
    async close() {
      if (!listening) return;
      listening = false;
      if (!client.closed) await unlisten();
    },
  };
}
