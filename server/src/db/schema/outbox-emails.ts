import { jsonb, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Emails the outbox mailer "sent": kept instead of delivered when no SMTP server is configured,
 * and read back by `GET /dev/outbox` outside production.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    /** Extra header lines as sent (`List-Unsubscribe`...); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_to_created_at_idx').on(table.to, table.createdAt.desc())],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
