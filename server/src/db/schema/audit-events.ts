import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what to which object, for the admin audit log. Rows are only ever inserted. `actor_id`
 * is null for the system itself; `subject_id` is text because subjects are not all uuid-keyed.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The audit log is read newest first, optionally for one subject.
  (table) => [
    index('audit_events_created_at_idx').on(table.createdAt.desc()),
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
