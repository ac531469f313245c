import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, type RefreshTokenRow } from '../db/schema';

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/** SQL for `refresh_tokens`. Rows are never deleted here: used and revoked rows detect reuse. */
export function createRefreshTokensRepository(db: Database) {
  return {
    async insert(values: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Marks a live token used. Only one of two concurrent refreshes with the same token wins; the
     * loser sees `false` and is treated as a replay.
     */
    async markUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOfUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
