import { http, HttpResponse } from 'msw';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { followCounterEvents, type CounterAccessChange } from './followCounterEvents';

installMswServer();

const url = apiUrl('/staff/events?store_id=store-1');

/** A stream that sends `events` as the server writes them, then ends. */
function eventStream(events: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

async function follow(): Promise<{ changes: CounterAccessChange[]; tokens: (string | null)[] }> {
  const changes: CounterAccessChange[] = [];
  const tokens: (string | null)[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    tokens.push(request.headers.get('authorization'));
  });
  await followCounterEvents({
    url,
    accessToken: 'counter-token',
    signal: new AbortController().signal,
    onAccessChange: (change) => changes.push(change),
  });
  mswServer.events.removeAllListeners();
  return { changes, tokens };
}

describe('the counter’s stream', () => {
  it('locks the counter when the person is removed from the store', async () => {
    mswServer.use(
      http.get(apiUrl('/staff/events'), () =>
        eventStream([
          'event: ready\ndata: {}\n\n',
          'event: staff_access\ndata: {"store_id":"store-1","ended":true}\n\n',
        ]),
      ),
    );
    const { changes, tokens } = await follow();
    expect(changes).toEqual(['ended']);
    expect(tokens).toEqual(['Bearer counter-token']);
  });

  it('locks it when the person’s role changes, to unlock with the new rights', async () => {
    mswServer.use(
      http.get(apiUrl('/staff/events'), () =>
        eventStream(['event: staff_access\ndata: {"store_id":"store-1","ended":false}\n\n']),
      ),
    );
    expect((await follow()).changes).toEqual(['changed']);
  });

  it('locks it when the stream is refused (the device was signed out)', async () => {
    mswServer.use(
      http.get(apiUrl('/staff/events'), () =>
        HttpResponse.json(
          { success: false, code: 'COUNTER_DEVICE_UNKNOWN', message: 'Gone.' },
          { status: 401 },
        ),
      ),
    );
    expect((await follow()).changes).toEqual(['refused']);
  });
});
