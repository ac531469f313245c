import type { IncomingMessage, ServerResponse } from 'node:http';

/** One server-sent event: a name and a JSON `data:` line (JSON has no raw newline in it). */
export function formatEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A client that reads nothing while this much is waiting to be sent is let go. */
const MAX_UNSENT_BYTES = 64 * 1024;

export interface EventStream {
  send(name: string, data: unknown): void;
  /** A comment line: keeps proxies and the client from taking a quiet stream for a dead one. */
  heartbeat(): void;
  /** Idempotent. */
  end(): void;
  onEnd(callback: () => void): void;
}

/**
 * Starts a `text/event-stream` answer on the raw response (the route has hijacked the reply).
 * It ends when the client goes away or `end()` is called; `onEnd` callbacks run once either way.
 */
export function openEventStream(request: IncomingMessage, response: ServerResponse): EventStream {
  let ended = false;
  const endCallbacks: (() => void)[] = [];

  const end = () => {
    if (ended) return;
    ended = true;
    for (const callback of endCallbacks) callback();
    if (!response.writableEnded) response.end();
  };
  const write = (text: string) => {
    if (ended) return;
    if (response.writableLength > MAX_UNSENT_BYTES) end();
    else response.write(text);
  };

  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // Never cached or transformed: a proxy that compressed or buffered it would hold events back.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  response.on('close', end);
  // A request destroyed by its client (an aborted injection in tests, whose response never
  // closes) errors; over HTTP the response's 'close' comes too.
  request.on('error', end);

  return {
    send: (name, data) => write(formatEvent(name, data)),
    heartbeat: () => write(': heartbeat\n\n'),
    end,
    onEnd: (callback) => endCallbacks.push(callback),
  };
}
