import type { App } from '../src/app';
import type { CardEvent } from '../src/infrastructure/live/live-event';

/** The next card event `app` hands to the subscribers of `userId`, in this process. */
export function nextEvent(app: App, userId: string): Promise<CardEvent> {
  return new Promise((resolve) => {
    const unsubscribe = app.liveEvents.subscribe(userId, (event) => {
      if (event.event !== 'card') return;
      unsubscribe();
      resolve(event);
    });
  });
}

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface LiveStream {
  status: number;
  contentType: string | null;
  /** The error envelope, when the stream was refused. */
  json(): Promise<unknown>;
  /** The next event (heartbeat comments are counted, not returned); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Heartbeat comments received so far. */
  heartbeats(): number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The origin of an app that listens on a free port of this machine. */
export async function listenOnFreePort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Opens `GET /users/me/events` over real HTTP, as the SPA does (fetch with a bearer token), and
 * reads the server-sent events as they arrive.
 */
export async function openLiveStream(
  origin: string,
  access?: string,
  path = '/api/merchant/users/me/events',
): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}${path}`, {
    headers: access ? { authorization: `Bearer ${access}` } : {},
    signal: controller.signal,
  });
  const queue: ReceivedEvent[] = [];
  const waiting: ((event: ReceivedEvent) => void)[] = [];
  let heartbeats = 0;
  let buffer = '';

  const take = (block: string) => {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith(':'))) {
      heartbeats += 1;
      return;
    }
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    const received = { event, data: data === undefined ? undefined : JSON.parse(data) };
    const waiter = waiting.shift();
    if (waiter) waiter(received);
    else queue.push(received);
  };

  const ended = (async () => {
    if (response.status !== 200 || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    json: () => response.json(),
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event arrived')), timeoutMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    heartbeats: () => heartbeats,
    ended,
    close: () => controller.abort(),
  };
}
