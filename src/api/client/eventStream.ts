import { createSseParser, type ServerSentEvent } from './sseParser';

// What the app's two server-sent-event streams share (docs/api.md, "Live updates" and "Staff"):
// opening one with a bearer token, reading it to its end, and the waits between tries.

/** Waits after the n-th failure in a row: 1 s, 2 s, 4 s... up to 30 s, each ±20% apart. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Waits `ms`, or less when `signal` aborts first. */
export function pauseFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Asks for an event stream with the bearer token (the browser's EventSource cannot send one);
 * null when no answer came (no network, or `signal` aborted).
 */
export async function openEventStream(
  url: string,
  accessToken: string,
  signal: AbortSignal,
): Promise<Response | null> {
  try {
    return await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    });
  } catch {
    return null;
  }
}

/**
 * Reads an open stream's events into `onEvent` until the server ends it, the connection drops or
 * the request's signal aborts; resolves then, whichever it was.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const parser = createSseParser(onEvent);
  try {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch {
    // The connection dropped, or the signal aborted.
  }
}
