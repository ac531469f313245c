import { Client, type ClientConfig } from 'pg';
import { LIVE_CHANNEL, type ChannelListener, type ListenerHandlers } from './channel-listener';

export interface PostgresListenerOptions {
  /** Waits before each reconnect attempt; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** How often the connection is checked with `select 1` (a silent network never says it dropped). */
  checkEveryMs?: number;
}

const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];
const CHECK_EVERY_MS = 30_000;

/**
 * LISTENs on a dedicated connection (a pooled one would be handed to other queries, and LISTEN
 * belongs to a session). When the connection drops it is opened again, with growing waits, until
 * `close()`. Resolves after the first attempt, successful or not: the API starts either way, and
 * the events route answers 503 until the listener is connected.
 */
export async function listenOnPostgres(
  config: ClientConfig,
  handlers: ListenerHandlers,
  options: PostgresListenerOptions = {},
): Promise<ChannelListener> {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let client: Client | null = null;
  let connected = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const drop = (which: Client, error: unknown) => {
    if (client !== which) return;
    client = null;
    connected = false;
    void which.end().catch(() => undefined);
    if (closed) return;
    handlers.onDisconnected(error);
    const delay = retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 1_000;
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const connect = async () => {
    const next = new Client({ ...config, keepAlive: true });
    client = next;
    // Kept for the client's whole life: an 'error' without a listener would end the process.
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('The listening connection ended.')));
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload !== undefined) {
        handlers.onNotification(message.payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(next, error);
      return;
    }
    if (client !== next) return;
    connected = true;
    failures = 0;
    handlers.onConnected();
  };

  const check = setInterval(() => {
    const current = client;
    if (current && connected) {
      current.query('select 1').catch((error: unknown) => drop(current, error));
    }
  }, options.checkEveryMs ?? CHECK_EVERY_MS);
  check.unref();

  await connect();

  return {
    get connected() {
      return connected;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(check);
      clearTimeout(retry);
      const current = client;
      client = null;
      connected = false;
      // A stalled network never answers the goodbye: shutdown does not wait for it.
      const ended = current?.end().catch(() => undefined);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}
