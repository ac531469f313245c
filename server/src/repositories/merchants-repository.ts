import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  merchants,
  type MerchantRow,
  type NewMerchantRow,
  type VerificationStatus,
} from '../db/schema';

/** SQL for the `merchants` table. */
export function createMerchantsRepository(db: Database) {
  return {
    async findByUserId(userId: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.userId, userId));
      return row;
    },

    async findById(id: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
      return row;
    },

    async setVerificationStatus(id: string, status: VerificationStatus, at: Date): Promise<void> {
      await db
        .update(merchants)
        .set({ verificationStatus: status, updatedAt: at })
        .where(eq(merchants.id, id));
    },

    /**
     * Locks the merchant's row until the transaction ends (`FOR UPDATE`): creates that check a
     * plan limit take turns, so two at once cannot both pass it (docs/api.md, "Stores").
     */
    async lockForUpdate(id: string): Promise<void> {
      await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, id))
        .for('update');
    },

    async setLogo(id: string, logoUrl: string, at: Date): Promise<void> {
      await db.update(merchants).set({ logoUrl, updatedAt: at }).where(eq(merchants.id, id));
    },

    async insert(values: NewMerchantRow): Promise<MerchantRow> {
      const [row] = await db.insert(merchants).values(values).returning();
      if (!row) throw new Error('insert into merchants returned no row');
      return row;
    },
  };
}

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
