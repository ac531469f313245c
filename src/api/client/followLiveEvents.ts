import type { LiveCardEvent } from '../live';
import { backoffMs, openEventStream, pauseFor, readEventStream } from './eventStream';

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

/** After a stream that was open ends (the token expired, a server restarted): about a second. */
const AFTER_END_MS = 1_000;

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
    const response = await openEventStream(options.url, tokens.accessToken, signal);
    if (signal.aborted) return;
    if (!response) {
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
    await readEventStream(response.body, ({ event, data }) => {
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
    if (signal.aborted) return;
    if (!ready) failures += 1;
    await pauseFor(ready ? AFTER_END_MS : backoffMs(failures), signal);
  }
}
