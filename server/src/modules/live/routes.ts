import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelope } from '../../contract/envelope';
import { accountOf } from '../../plugins/auth';
import { HEARTBEAT_MS, openAccountStream } from '../../http/account-stream';
import { EventStreamResponse, LIVE_EVENT_SCHEMAS } from './schemas';

export interface LiveRoutesOptions {
  /** Time between heartbeats; tests shorten it. */
  heartbeatMs?: number;
}

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
      openAccountStream(app, request, reply, {
        userId: user.id,
        heartbeatMs,
        // Only the customer's cards: a staff member's access events are for their counter stream.
        onEvent: (event, stream) => {
          if (event.event === 'card') stream.send(event.event, event.data);
        },
      });
      return reply;
    },
  );
};

export default liveRoutes;
