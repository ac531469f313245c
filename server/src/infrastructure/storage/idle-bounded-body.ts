import { Readable } from 'node:stream';
import { TimeoutError, withTimeout } from '../../db/with-timeout';

/**
 * `source` as a stream that fails with `idleError()` when `source` sends nothing for `idleMs`
 * while its reader is waiting for more. Only the source's silence counts: a slow reader (a phone
 * on a weak connection pushing back) does not, because the next chunk is asked for only when the
 * reader wants it. A source that stops early is destroyed, so its socket is freed.
 */
export function boundIdleTime(source: Readable, idleMs: number, idleError: () => Error): Readable {
  async function* chunks() {
    const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let ended = false;
    try {
      for (;;) {
        const next = await withTimeout(iterator.next(), idleMs, `no data for ${idleMs} ms`);
        if (next.done) {
          ended = true;
          return;
        }
        yield next.value;
      }
    } catch (error) {
      throw error instanceof TimeoutError ? idleError() : error;
    } finally {
      // Stalled, failed, or its reader went away (the client closed the connection).
      if (!ended) source.destroy();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
