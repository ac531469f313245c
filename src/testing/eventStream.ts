import { http, HttpResponse } from 'msw';
import { apiUrl, mswServer } from './mswServer';

/** A server-sent-events answer a test writes to as the server would (docs/api.md, "Live updates"). */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () =>
      new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send(event: string, data: unknown) {
      // Cut in two, as a network may deliver it.
      const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      controller?.enqueue(encoder.encode(text.slice(0, 9)));
      controller?.enqueue(encoder.encode(text.slice(9)));
    },
    end: () => controller?.close(),
  };
}

/** Answers `GET /users/me/events` with a stream that stays open and says nothing. */
export function quietLiveEvents() {
  mswServer.use(http.get(apiUrl('/users/me/events'), () => eventStream().response()));
}
