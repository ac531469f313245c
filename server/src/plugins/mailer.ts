import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MailMessage, Mailer } from '../infrastructure/mail/mailer';
import { createOutboxTransport } from '../infrastructure/mail/outbox-transport';
import { createSmtpTransport } from '../infrastructure/mail/smtp-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues email: delivered by SMTP when SMTP_URL is set, else to the outbox table. */
    mailer: Mailer;
  }
}

/**
 * `app.mailer.send` stores an `email.send` job; this process's worker (or another process's)
 * hands it to the transport, retrying with backoff (docs/architecture.md, "Background jobs").
 */
export default fp(
  async function mailer(app: FastifyInstance) {
    const { config } = app;
    const now = () => new Date();
    const transport =
      config.mailTransport === 'smtp' && config.smtpUrl
        ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom, db: app.db, now })
        : createOutboxTransport({
            db: app.db,
            log: app.log,
            logCodes: config.env === 'development',
            now,
          });
    const listeners = new Map<string, (ref: string) => Promise<void>>();
    // A process starting while emails wait (after a crash, in a cluster) runs their jobs while it
    // still registers its routes, before the one listening for their kind called `afterDelivery`:
    // such a message waits for the app to be ready, so its listener still runs (the cluster test,
    // scripts/cluster/test/automations.test.ts, found an automated email delivered and its message
    // never marked so).
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    app.addHook('onReady', async () => markReady());
    await app.jobs.work<MailMessage>('email.send', async (message, job) => {
      await transport.deliver(message, job.id);
      if (message.ref && !listeners.has(message.kind)) await ready;
      const listener = listeners.get(message.kind);
      if (listener && message.ref) await listener(message.ref);
    });
    app.decorate<Mailer>('mailer', {
      transport: transport.kind,
      async send(message, { id } = {}) {
        await app.jobs.send('email.send', message, { id });
      },
      afterDelivery(kind, listener) {
        listeners.set(kind, listener);
      },
    });
    // Runs after the queue stopped taking jobs (its preClose) and let the running ones finish.
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', dependencies: ['app-config', 'database', 'jobs'] },
);
