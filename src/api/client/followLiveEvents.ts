import type { LiveCardEvent } from '../live';
import { createSseParser } from './sseParser';

export interface FollowOptions {
  /** `…/users/me/events`. */
  url: string;
  /** Ends the loop and the open stream (the page unmounted, or the customer signed out). */
  signal: AbortSignal;
  /** The session's tokens now; null ends the loop (signed out). */
  currentTokens(): { accessToken: string; refreshToken: string | null } | null;
  /** After a 401: refreshes the session as every API call does; false when it has ended. */
  renewSession(sentRefresh: string | null): Promise<boolean>;
  onCard(event: LiveCardEvent): void;
  /** The stream is open again after a drop: events may have been missed meanwhile. */
  onReconnected(): void;
}

/** Waits after the n-th failure in a row: 1 s, 2 s, 4 s... up to 30 s, each ±20% apart. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** After a stream that was open ends (the token expired, a server restarted): about a second. */
const AFTER_END_MS = 1_000;

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
 * Keeps the live stream open (docs/api.md, "Live updates"): fetch with the bearer token (the
 * browser's EventSource cannot send one), a refresh and a new attempt after a 401, waits that grow
 * after failures. Resolves when `signal` aborts, the session ends, or the server says the stream
 * is not for this account (403).
 */
export async function followLiveEvents(options: FollowOptions): Promise<void> {
  const { signal } = options;
  let failures = 0;
  let everOpened = false;
  let renewedOnce = false;

  while (!signal.aborted) {
    const tokens = options.currentTokens();
    if (!tokens) return;
    let response: Response;
    try {
      response = await fetch(options.url, {
        headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
    } catch {
      if (signal.aborted) return;
      failures += 1;
      await pauseFor(backoffMs(failures), signal);
      continue;
    }

    if (response.status === 401) {
      // Renewed once and refused again: the account cannot stream now; try again later.
      if (!renewedOnce && (await options.renewSession(tokens.refreshToken))) {
        renewedOnce = true;
        continue;
      }
      if (options.currentTokens() === null) return;
      failures += 1;
      await pauseFor(backoffMs(failures), signal);
      continue;
    }
    if (response.status === 403) return;
    if (!response.ok || !response.body) {
      failures += 1;
      const retryAfter = Number(response.headers.get('retry-after')) * 1000 || 0;
      await pauseFor(Math.max(retryAfter, backoffMs(failures)), signal);
      continue;
    }

    let ready = false;
    const parser = createSseParser(({ event, data }) => {
      if (event === 'ready') {
        ready = true;
        failures = 0;
        renewedOnce = false;
        if (everOpened) options.onReconnected();
        everOpened = true;
      } else if (event === 'card') {
        options.onCard(JSON.parse(data) as LiveCardEvent);
      }
    });
    try {
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // The connection dropped, or `signal` aborted.
    }
    if (signal.aborted) return;
    if (!ready) failures += 1;
    await pauseFor(ready ? AFTER_END_MS : backoffMs(failures), signal);
  }
}
