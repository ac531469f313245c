import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import {
  merchantSettings,
  type MerchantSettingsRow,
  type NewMerchantSettingsRow,
} from '../db/schema';

export type MerchantSettingsValues = Omit<NewMerchantSettingsRow, 'merchantId' | 'updatedAt'>;

/** SQL for the `merchant_settings` table (one row per merchant, made on the first save). */
export function createMerchantSettingsRepository(db: Database) {
  return {
    async find(merchantId: string): Promise<MerchantSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return row;
    },

    /**
     * Whether the database can compute with `timeZone`: the analytics, the merchant's home and the
     * daily stamp limit give it to PostgreSQL, whose zone database may differ from the runtime's.
     */
    async knowsTimeZone(timeZone: string): Promise<boolean> {
      try {
        await db.execute(sql`select now() at time zone ${timeZone}`);
        return true;
      } catch (error) {
        // A database that cannot answer is a 503, not an unknown zone.
        if (isDatabaseUnavailable(error)) throw error;
        return false;
      }
    },

    /** Writes the whole row, creating it on the first save. */
    async save(
      merchantId: string,
      values: MerchantSettingsValues,
      at: Date,
    ): Promise<MerchantSettingsRow> {
      const [row] = await db
        .insert(merchantSettings)
        .values({ ...values, merchantId, updatedAt: at })
        .onConflictDoUpdate({
          target: merchantSettings.merchantId,
          set: { ...values, updatedAt: at },
        })
        .returning();
      if (!row) throw new Error('upsert into merchant_settings returned no row');
      return row;
    },
  };
}
