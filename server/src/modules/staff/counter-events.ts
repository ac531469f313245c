import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../contract/envelope';
import { Type } from '@sinclair/typebox';
import { LiveReadyEvent, LiveStaffAccessEvent } from '../../infrastructure/live/live-event';
import { HEARTBEAT_MS, openAccountStream } from '../../http/account-stream';
import { accountOf } from '../../plugins/auth';
import { COUNTER, createStoreAccess, STORE_NOT_FOUND } from '../../services/staff/store-access';
import { StaffEventsQuery } from './schemas';

export interface StaffRoutesOptions {
  /** Time between heartbeats; tests shorten it. */
  heartbeatMs?: number;
}

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
      // A counter device's session follows its stream too (docs/product.md, "Counter mode").
      config: { counter: true },
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
      const stream = openAccountStream(app, request, reply, {
        userId: caller.user.id,
        heartbeatMs,
        onEvent: (event, open) => {
          if (event.event !== 'staff_access' || event.data.store_id !== storeId) return;
          open.send(event.event, event.data);
          open.end();
        },
      });
      // A removal between the check above and the subscription would go unheard: checked again.
      storeAccess.atStore(caller, storeId, COUNTER, STORE_NOT_FOUND).catch(stream.end);
      return reply;
    },
  );
};
