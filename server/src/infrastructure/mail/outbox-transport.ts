import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createSentEmailsRepository } from '../../repositories/sent-emails-repository';
import type { MailTransport } from './mailer';

/**
 * The default transport: nothing leaves the machine. Messages land in `outbox_emails`, where
 * `GET /dev/outbox` (outside production) and tests read them. In development the code line is
 * logged too, so `npm start` needs no mail setup at all.
 *
 * The outbox row and the job's sent marker are written in one transaction, so a message is stored
 * exactly once whatever retries or crashes happen (docs/reliability.md, "Background jobs").
 */
export function createOutboxTransport(options: {
  db: Database;
  log: FastifyBaseLogger;
  logCodes: boolean;
  now: () => Date;
}): MailTransport {
  const { db, log, logCodes, now } = options;
  return {
    kind: 'outbox',
    async deliver({ devLogLine, ref: _ref, ...message }, jobId) {
      const stored = await db.transaction(async (tx) => {
        if (!(await createSentEmailsRepository(tx).mark(jobId, now()))) return false;
        await createOutboxRepository(tx).insert({
          ...message,
          to: message.to.toLowerCase(),
          headers: message.headers ?? null,
        });
        return true;
      });
      if (stored && logCodes && devLogLine) log.info(devLogLine);
    },
    close() {},
  };
}
