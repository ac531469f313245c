import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per email job that was delivered, by the job's id: a retry of the same job finds it and
 * sends nothing (docs/reliability.md, "Background jobs"). Holds no address or content.
 */
export const sentEmails = pgTable('sent_emails', {
  jobId: text('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
