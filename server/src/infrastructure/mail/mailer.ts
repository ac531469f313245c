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
  /** Extra header lines (`List-Unsubscribe`...), carried by both transports. */
  headers?: Record<string, string>;
  /**
   * What the message is about (an automation message's id): handed to the `afterDelivery`
   * listener of `kind` once the transport took the message.
   */
  ref?: string;
}

export type MailTransportKind = 'outbox' | 'smtp';

/** What the app calls: `app.mailer`. */
export interface Mailer {
  readonly transport: MailTransportKind;
  /**
   * Queues the message (an `email.send` job); resolves once the job is stored. `id` (a UUID)
   * makes it idempotent: the same id again stores nothing. The send happens
   * in the background, retried until it succeeds, and once (docs/reliability.md, "Background
   * jobs").
   */
  send(message: MailMessage, options?: { id?: string }): Promise<void>;
  /**
   * Runs `listener` with a message's `ref` once a message of `kind` was handed to the transport
   * (in the `email.send` job, so retried with it). Register at start, before jobs run.
   */
  afterDelivery(kind: string, listener: (ref: string) => Promise<void>): void;
}

/** Where the `email.send` job hands a message: the outbox table or an SMTP server. */
export interface MailTransport {
  readonly kind: MailTransportKind;
  /**
   * Delivers `message` unless the job `jobId` delivered it already; throws when the delivery
   * failed (the job is tried again).
   */
  deliver(message: MailMessage, jobId: string): Promise<void>;
  /** Releases connections (SMTP pool); called when the app closes. */
  close(): void;
}
