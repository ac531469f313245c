import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails, type OutboxEmailRow } from '../db/schema';

export const OUTBOX_PAGE_SIZE = 50;

export function createOutboxRepository(db: Database) {
  return {
    async insert(email: Omit<OutboxEmailRow, 'id' | 'createdAt'>): Promise<void> {
      await db.insert(outboxEmails).values(email);
    },

    /** Newest first; `to` is matched lower-cased, as addresses are stored. */
    list(to: string | undefined, limit = OUTBOX_PAGE_SIZE): Promise<OutboxEmailRow[]> {
      return db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to.toLowerCase()) : undefined)
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
