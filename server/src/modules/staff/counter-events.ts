import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decodeJwt } from 'jose';
import { ErrorEnvelope } from '../../contract/envelope';
import { Type } from '@sinclair/typebox';
import { LiveReadyEvent, LiveStaffAccessEvent } from '../../infrastructure/live/live-event';
import { httpError, rateLimited } from '../../http/app-error';
import { openEventStream } from '../../http/event-stream';
import { accountOf } from '../../plugins/auth';
import { COUNTER, createStoreAccess, STORE_NOT_FOUND } from '../../services/staff/store-access';
import { StaffEventsQuery } from './schemas';

export interface StaffRoutesOptions {
  /** Time between heartbeats; tests shorten it. */
  heartbeatMs?: number;
}

/** docs/api.md, "Live updates": the same heartbeat and per-account cap as the customer's stream. */
const HEARTBEAT_MS = 25_000;
const MAX_STREAMS_PER_ACCOUNT = 5;

/**
 * `GET /staff/events?store_id=`: the counter's stream of a staff member (or the owner) at a store
 * (docs/api.md, "Staff"). It carries `staff_access` when the person's place at the store changes,
 * then ends: a removed cashier's counter closes within a second on whichever process holds it,
 * and a changed one reopens with its new rights.
 */
export const counterEventsRoute: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (
  app,
  options,
) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const storeAccess = createStoreAccess(app.db);
  app.addSchema(LiveReadyEvent);
  app.addSchema(LiveStaffAccessEvent);

  app.get(
    '/events',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'followCounterEvents',
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        summary: 'The counter’s live stream at a store: ends when your place there changes',
        querystring: StaffEventsQuery,
        response: {
          200: {
            description:
              'text/event-stream: `event: ready` first, a `: heartbeat` every 25 s, and ' +
              '`event: staff_access` when your place at the store changes; the stream ends after it.',
            content: {
              'text/event-stream': {
                schema: Type.Union([Type.Ref(LiveReadyEvent), Type.Ref(LiveStaffAccessEvent)]),
              },
            },
          },
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const caller = accountOf(request);
      const storeId = request.query.store_id;
      await storeAccess.atStore(caller, storeId, COUNTER, STORE_NOT_FOUND);
      const live = app.liveEvents;
      if (!live.available) {
        throw httpError(
          503,
          'SERVICE_UNAVAILABLE',
          'Live updates are not available right now. Please try again shortly.',
        );
      }
      if (live.subscriberCount(caller.user.id) >= MAX_STREAMS_PER_ACCOUNT) {
        throw rateLimited(
          'Live updates are already open in 5 tabs or devices. Close one and try again.',
          30,
        );
      }
      const token = request.headers.authorization?.split(' ')[1] ?? '';
      const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;

      reply.hijack();
      const stream = openEventStream(request.raw, reply.raw);
      const unsubscribe = live.subscribe(
        caller.user.id,
        (event) => {
          if (event.event !== 'staff_access' || event.data.store_id !== storeId) return;
          stream.send(event.event, event.data);
          stream.end();
        },
        stream.end,
      );
      const expired = () => app.now().getTime() >= expiresAtMs;
      const expiry = setTimeout(stream.end, Math.max(0, expiresAtMs - app.now().getTime()));
      const ticks = setInterval(() => (expired() ? stream.end() : stream.heartbeat()), heartbeatMs);
      stream.onEnd(() => {
        unsubscribe();
        clearTimeout(expiry);
        clearInterval(ticks);
      });
      stream.send('ready', {});
      // A removal between the check above and the subscription would go unheard: checked again.
      storeAccess.atStore(caller, storeId, COUNTER, STORE_NOT_FOUND).catch(stream.end);
      return reply;
    },
  );
};
