import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { LiveEvent } from '../infrastructure/live/live-event';
import { httpError, rateLimited } from './app-error';
import { openEventStream, type EventStream } from './event-stream';

/** docs/api.md, "Live updates": a heartbeat every 25 s, at most 5 streams per account. */
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_ACCOUNT = 5;

export interface AccountStreamOptions {
  /** Whose events the stream follows: the signed-in account. */
  userId: string;
  /** Time between heartbeats; tests shorten it. */
  heartbeatMs: number;
  /** What the stream does with each of the account's events (send it, end, or neither). */
  onEvent(event: LiveEvent, stream: EventStream): void;
}

/**
 * Opens a server-sent event stream of the signed-in account's live events, as the customer's
 * stream and the counter's share it (docs/api.md, "Live updates"): 503 while live events are down,
 * 429 past the streams an account may hold, then `ready`, heartbeats, and an end when the access
 * token expires (the client refreshes it and reconnects) or live events are interrupted. Call it
 * after every refusal of the route: the reply is hijacked.
 */
export function openAccountStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, heartbeatMs, onEvent }: AccountStreamOptions,
): EventStream {
  const live = app.liveEvents;
  if (!live.available) {
    throw httpError(
      503,
      'SERVICE_UNAVAILABLE',
      'Live updates are not available right now. Please try again shortly.',
    );
  }
  if (live.subscriberCount(userId) >= MAX_STREAMS_PER_ACCOUNT) {
    throw rateLimited(
      'Live updates are already open in 5 tabs or devices. Close one and try again.',
      30,
    );
  }
  // `authenticate` has verified the token; only its expiry is read here.
  const token = request.headers.authorization?.split(' ')[1] ?? '';
  const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;

  reply.hijack();
  const stream = openEventStream(request.raw, reply.raw);
  const unsubscribe = live.subscribe(userId, (event) => onEvent(event, stream), stream.end);
  const expired = () => app.now().getTime() >= expiresAtMs;
  const expiry = setTimeout(stream.end, Math.max(0, expiresAtMs - app.now().getTime()));
  const ticks = setInterval(() => (expired() ? stream.end() : stream.heartbeat()), heartbeatMs);
  stream.onEnd(() => {
    unsubscribe();
    clearTimeout(expiry);
    clearInterval(ticks);
  });
  stream.send('ready', {});
  return stream;
}
