import type { Database } from '../db/client';
import { auditEvents, type NewAuditEvent } from '../db/schema';

/** SQL for the `audit_events` table: rows are only ever inserted. */
export function createAuditEventsRepository(db: Database) {
  return {
    async record(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },
  };
}
