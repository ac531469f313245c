import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { httpError, rateLimited } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { accountOf } from '../../plugins/auth';
import { openEventStream } from '../../http/event-stream';
import { EventStreamResponse, LIVE_EVENT_SCHEMAS } from './schemas';

export interface LiveRoutesOptions {
  /** Time between heartbeats; tests shorten it. */
  heartbeatMs?: number;
}

/** docs/api.md, "Live updates": a heartbeat every 25 s, at most 5 streams per account. */
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_ACCOUNT = 5;

/**
 * `GET /users/me/events`: the signed-in customer's live updates as server-sent events
 * (docs/api.md, "Live updates"). Registered under the users prefix by app.ts.
 */
const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  for (const schema of LIVE_EVENT_SCHEMAS) app.addSchema(schema);

  app.get(
    '/me/events',
    {
      preHandler: [app.authenticate, app.requireRole('user')],
      schema: {
        operationId: 'followLiveEvents',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'Live updates of your cards (server-sent events)',
        description:
          'Send the access token as `Authorization: Bearer`. The stream ends when the token ' +
          'expires: refresh it and open the stream again. At most 5 open streams per account.',
        response: {
          200: EventStreamResponse,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { user } = accountOf(request);
      const live = app.liveEvents;
      if (!live.available) {
        throw httpError(
          503,
          'SERVICE_UNAVAILABLE',
          'Live updates are not available right now. Please try again shortly.',
        );
      }
      if (live.subscriberCount(user.id) >= MAX_STREAMS_PER_ACCOUNT) {
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
      const unsubscribe = live.subscribe(
        user.id,
        // Only the customer's cards: a staff member's access events are for their counter stream.
        (event) => {
          if (event.event === 'card') stream.send(event.event, event.data);
        },
        stream.end,
      );
      // The token ends the stream (docs/api.md, "Live updates"): the client refreshes it and
      // reconnects, and a signed-out or changed account stops getting events.
      const expired = () => app.now().getTime() >= expiresAtMs;
      const expiry = setTimeout(stream.end, Math.max(0, expiresAtMs - app.now().getTime()));
      const ticks = setInterval(() => (expired() ? stream.end() : stream.heartbeat()), heartbeatMs);
      stream.onEnd(() => {
        unsubscribe();
        clearTimeout(expiry);
        clearInterval(ticks);
      });
      stream.send('ready', {});
      return reply;
    },
  );
};

export default liveRoutes;
