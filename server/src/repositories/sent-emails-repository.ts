import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sentEmails } from '../db/schema';

/** SQL for `sent_emails`: which email jobs were delivered. */
export function createSentEmailsRepository(db: Database) {
  return {
    async has(jobId: string): Promise<boolean> {
      const rows = await db
        .select({ jobId: sentEmails.jobId })
        .from(sentEmails)
        .where(eq(sentEmails.jobId, jobId));
      return rows.length > 0;
    },

    /** True the first time for `jobId`, false after (the insert is the lock). */
    async mark(jobId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(sentEmails)
        .values({ jobId, sentAt: at })
        .onConflictDoNothing()
        .returning({ jobId: sentEmails.jobId });
      return rows.length > 0;
    },
  };
}
