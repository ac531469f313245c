import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes, type CodePurpose, type EmailCodeRow } from '../db/schema';

export interface NewEmailCode {
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/** SQL for `email_codes`: one row per user and purpose, replaced by each new code. */
export function createEmailCodesRepository(db: Database) {
  return {
    async find(userId: string, purpose: CodePurpose): Promise<EmailCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
      return row;
    },

    /** Replaces the user's code for this purpose: attempts start again, the old code is dead. */
    async replace(code: NewEmailCode): Promise<void> {
      const { codeHash, expiresAt, createdAt } = code;
      await db
        .insert(emailCodes)
        .values(code)
        .onConflictDoUpdate({
          target: [emailCodes.userId, emailCodes.purpose],
          set: { codeHash, expiresAt, createdAt, attempts: 0, consumedAt: null },
        });
    },

    /**
     * Counts one wrong guess, atomically, and answers the new count; undefined when the code had
     * no guesses left already (so parallel guesses cannot go past the limit).
     */
    async countWrongGuess(id: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.id, id), lt(emailCodes.attempts, maxAttempts)))
        .returning({ attempts: emailCodes.attempts });
      return row?.attempts;
    },

    /** Uses the code up; false when another request used it first. */
    async consume(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ consumedAt: at })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      return rows.length === 1;
    },
  };
}

export type EmailCodesRepository = ReturnType<typeof createEmailCodesRepository>;
