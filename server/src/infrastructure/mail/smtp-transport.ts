import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client';
import { createSentEmailsRepository } from '../../repositories/sent-emails-repository';
import type { MailTransport } from './mailer';

// A dead SMTP server must not hold a job for minutes (nodemailer waits 2 min by default). Three
// such waits (connection, greeting, socket) stay under JOB_TIMEOUT_SECONDS' 60 s default.
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Delivers through the SMTP server of SMTP_URL (`smtps://user:pass@host:465`), pooled. The job's
 * sent marker is checked before and written after the server accepted the message: SMTP cannot
 * join a transaction, so a crash between the two sends it again on the retry (docs/reliability.md,
 * "Background jobs").
 */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  db: Database;
  now: () => Date;
}): MailTransport {
  const sent = createSentEmailsRepository(options.db);
  const transporter = createTransport({
    url: options.url,
    pool: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async deliver({ to, subject, text, html, headers }, jobId) {
      if (await sent.has(jobId)) return;
      await transporter.sendMail({ from: options.from, to, subject, text, html, headers });
      await sent.mark(jobId, options.now());
    },
    close() {
      transporter.close();
    },
  };
}
