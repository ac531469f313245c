import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { ErrorEnvelope, successEnvelope } from '../../contract/envelope';
import { createAutomationMessagesRepository } from '../../repositories/automation-messages-repository';
import { createHistoryShiftRepository } from '../../repositories/history-shift-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createAutomationJobs } from '../../services/automations/automation-jobs';
import { isoLocalDate } from '../../services/automations/local-day';
import { httpError } from '../../http/app-error';
import { accountOf } from '../../plugins/auth';
import { createStoreAccess, MANAGERS, STORE_NOT_FOUND } from '../../services/staff/store-access';

const OutboxQuery = Type.Object({
  to: Type.Optional(
    Type.String({ maxLength: 254, description: 'Only emails sent to this address.' }),
  ),
});

const OutboxResponse = successEnvelope(
  Type.Object({
    items: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        to: Type.String(),
        subject: Type.String(),
        text: Type.String(),
        html: Type.String(),
        kind: Type.String(),
        /** Headers the email carries besides the usual ones (List-Unsubscribe...). */
        headers: Type.Record(Type.String(), Type.String()),
        created_at: Type.String({ format: 'date-time' }),
      }),
    ),
  }),
);

/**
 * `GET /dev/outbox`: the emails the outbox mailer kept, newest first (the last 50), so a person
 * or a browser test can read a code; and two levers on a store's automations, for trying them
 * (docs/qa.md, "Automations in a browser"). app.ts registers this only outside production and
 * only with the outbox mailer: it shows codes to anyone who asks.
 */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = createOutboxRepository(app.db);

  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'listOutbox',
        security: [],
        tags: ['dev'],
        summary: 'Emails in the outbox (development and tests only)',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, 400: ErrorEnvelope },
      },
    },
    async (request): Promise<Static<typeof OutboxResponse>> => {
      const rows = await outbox.list(request.query.to);
      return {
        success: true,
        data: {
          items: rows.map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            kind: row.kind,
            headers: (row.headers as Record<string, string> | null) ?? {},
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  const STORE_ERRORS = {
    400: ErrorEnvelope,
    401: ErrorEnvelope,
    403: ErrorEnvelope,
    404: ErrorEnvelope,
  };
  const StoreParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
  const ChosenResponse = successEnvelope(
    Type.Object({
      chosen: Type.Integer(),
      messages: Type.Array(
        Type.Object({
          id: Type.String({ format: 'uuid' }),
          kind: Type.String(),
          email: Type.String(),
          holdout: Type.Boolean(),
          status: Type.String(),
          email_status: Type.Union([Type.String(), Type.Null()]),
          push_status: Type.Union([Type.String(), Type.Null()]),
          offer_stamps: Type.Union([Type.Integer(), Type.Null()]),
        }),
      ),
    }),
  );
  const jobs = createAutomationJobs(app);
  const messages = createAutomationMessagesRepository(app.db);
  const storeAccess = createStoreAccess(app.db);
  // Only the store's owner or a manager moves its history or runs its day, as they would turn
  // its automations on: the outbox above only shows, these change a store.
  const mayRun = (request: Parameters<typeof accountOf>[0], storeId: string) =>
    storeAccess.atStore(accountOf(request), storeId, MANAGERS, STORE_NOT_FOUND);

  // A history of weeks in a minute (docs/qa.md, "Automations in a browser"): what the store's
  // customers did there moves `days` earlier, and its days' runs are forgotten.
  app.post(
    '/stores/:id/shift-history',
    {
      schema: {
        operationId: 'shiftStoreHistory',
        security: [{ bearerAuth: [] }],
        tags: ['dev'],
        summary: "Move a store's history earlier (development and tests only)",
        params: StoreParams,
        body: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 400 }) }),
        response: {
          200: successEnvelope(Type.Object({ days: Type.Integer() })),
          ...STORE_ERRORS,
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await mayRun(request, request.params.id);
      await createHistoryShiftRepository(app.db).shift(request.params.id, request.body.days);
      return { success: true as const, data: { days: request.body.days } };
    },
  );

  // The store's daily run now, whatever the hour, then every message it has chosen so far.
  app.post(
    '/stores/:id/automations/run',
    {
      schema: {
        operationId: 'runStoreAutomations',
        security: [{ bearerAuth: [] }],
        tags: ['dev'],
        summary: "Run a store's automations for its day now (development and tests only)",
        params: StoreParams,
        response: { 200: ChosenResponse, ...STORE_ERRORS },
      },
      preHandler: app.authenticate,
    },
    async (request): Promise<Static<typeof ChosenResponse>> => {
      const storeId = request.params.id;
      await mayRun(request, storeId);
      const store = await messages.runStore(storeId);
      if (!store) throw httpError(404, 'NOT_FOUND', 'This store does not exist.');
      const localDate = isoLocalDate(app.now(), store.time_zone);
      const chosen = await jobs.run({ storeId, localDate });
      return { success: true, data: { chosen, messages: await messages.listForStore(storeId) } };
    },
  );
};

export default devRoutes;
