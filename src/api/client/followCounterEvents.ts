import { backoffMs, openEventStream, pauseFor, readEventStream } from './eventStream';

/** Why the counter must lock: the person's place ended or changed, or the server refused them. */
export type CounterAccessChange = 'ended' | 'changed' | 'refused';

export interface CounterFollowOptions {
  /** `…/staff/events?store_id=`. */
  url: string;
  /** The counter session's token (docs/api.md, "Counter mode"): no refresh token behind it. */
  accessToken: string;
  /** Ends the loop and the open stream (the counter locked, or the page closed). */
  signal: AbortSignal;
  onAccessChange(change: CounterAccessChange): void;
}

/**
 * Keeps a counter's stream open while a person is at the counter (docs/api.md, "Staff": `event:
 * staff_access` when their place at the store changes, then the stream ends), so a removed cashier's
 * counter locks within a second instead of at their next tap. A refused stream (the device signed
 * out, the person removed before it opened) locks it too; a dropped one is opened again.
 */
export async function followCounterEvents(options: CounterFollowOptions): Promise<void> {
  const { signal } = options;
  let failures = 0;
  while (!signal.aborted) {
    const response = await openEventStream(options.url, options.accessToken, signal);
    if (signal.aborted) return;
    if (!response) {
      failures += 1;
      await pauseFor(backoffMs(failures), signal);
      continue;
    }
    if (response.status === 401 || response.status === 403) {
      options.onAccessChange('refused');
      return;
    }
    if (!response.ok || !response.body) {
      failures += 1;
      await pauseFor(backoffMs(failures), signal);
      continue;
    }
    let change: CounterAccessChange | undefined;
    await readEventStream(response.body, ({ event, data }) => {
      if (event === 'ready') failures = 0;
      if (event === 'staff_access') {
        change = (JSON.parse(data) as { ended: boolean }).ended ? 'ended' : 'changed';
      }
    });
    if (signal.aborted) return;
    if (change) {
      options.onAccessChange(change);
      return;
    }
    failures += 1;
    await pauseFor(backoffMs(failures), signal);
  }
}
