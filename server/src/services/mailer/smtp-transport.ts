import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

// A dead SMTP server must not hold a sign-up for minutes (nodemailer waits 2 min by default).
const SMTP_TIMEOUT_MS = 10_000;

/** Delivers through the SMTP server of SMTP_URL (`smtps://user:pass@host:465`), pooled. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transporter = createTransport({
    url: options.url,
    pool: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    transport: 'smtp',
    async send({ to, subject, text, html }) {
      await transporter.sendMail({ from: options.from, to, subject, text, html });
    },
    close() {
      transporter.close();
    },
  };
}
