import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletGoogleClasses, walletPasses } from '../db/schema';

/**
 * SQL for what Google's API was last sent: `wallet_passes.google_content_hash` (a pass's loyalty
 * object) and `wallet_google_classes` (a reward card's loyalty class). An update whose content
 * hashes the same sends nothing.
 */
export function createWalletGoogleRepository(db: Database) {
  return {
    async objectHash(passId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ hash: walletPasses.googleContentHash })
        .from(walletPasses)
        .where(eq(walletPasses.id, passId));
      return row?.hash;
    },

    async setObjectHash(passId: string, hash: string): Promise<void> {
      await db
        .update(walletPasses)
        .set({ googleContentHash: hash })
        .where(eq(walletPasses.id, passId));
    },

    async classHash(rewardCardId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ hash: walletGoogleClasses.contentHash })
        .from(walletGoogleClasses)
        .where(eq(walletGoogleClasses.rewardCardId, rewardCardId));
      return row?.hash;
    },

    async setClassHash(rewardCardId: string, hash: string, now: Date): Promise<void> {
      await db
        .insert(walletGoogleClasses)
        .values({ rewardCardId, contentHash: hash, updatedAt: now })
        .onConflictDoUpdate({
          target: walletGoogleClasses.rewardCardId,
          set: { contentHash: hash, updatedAt: now },
        });
    },
  };
}
