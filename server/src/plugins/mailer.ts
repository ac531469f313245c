import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../services/mailer/mailer';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { createOutboxMailer } from '../services/mailer/outbox-transport';
import { createSmtpMailer } from '../services/mailer/smtp-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends email: SMTP when SMTP_URL is set, else the outbox table. */
    mailer: Mailer;
  }
}

export default fp(
  async function mailer(app: FastifyInstance) {
    const { config } = app;
    const mailer =
      config.mailTransport === 'smtp' && config.smtpUrl
        ? createSmtpMailer({ url: config.smtpUrl, from: config.smtpFrom })
        : createOutboxMailer({
            outbox: createOutboxRepository(app.db),
            log: app.log,
            logCodes: config.env === 'development',
          });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['app-config', 'database'] },
);
