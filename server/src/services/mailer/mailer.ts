/** One email, ready to send. `kind` names the template ("verify_email"), for the outbox and logs. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /**
   * A line the outbox mailer logs in development so a developer can read a code without opening
   * the outbox ("Verification code for a@b.c: 123456"). Never logged in production or by SMTP.
   */
  devLogLine?: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /** Resolves once the message is stored (outbox) or accepted by the SMTP server. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); called when the app closes. */
  close(): void;
}
