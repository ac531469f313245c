import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';
import type { OutboxRepository } from '../../repositories/outbox-repository';

/**
 * The default mailer: nothing leaves the machine. Messages land in `outbox_emails`, where
 * `GET /dev/outbox` (outside production) and tests read them. In development the code line is
 * logged too, so `npm start` needs no mail setup at all.
 */
export function createOutboxMailer(options: {
  outbox: OutboxRepository;
  log: FastifyBaseLogger;
  logCodes: boolean;
}): Mailer {
  const { outbox, log, logCodes } = options;
  return {
    transport: 'outbox',
    async send({ devLogLine, ...message }) {
      await outbox.insert({ ...message, to: message.to.toLowerCase() });
      if (logCodes && devLogLine) log.info(devLogLine);
    },
    close() {},
  };
}
