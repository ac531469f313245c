import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { ErrorEnvelope, successEnvelope } from '../../contract/envelope';
import { createOutboxRepository } from '../../repositories/outbox-repository';

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
        created_at: Type.String({ format: 'date-time' }),
      }),
    ),
  }),
);

/**
 * `GET /dev/outbox`: the emails the outbox mailer kept, newest first (the last 50), so a person
 * or a browser test can read a code. app.ts registers this only outside production and only
 * with the outbox mailer: it shows codes to anyone who asks.
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
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    },
  );
};

export default devRoutes;
