import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messagePreferences, stores } from '../db/schema';

export interface PreferenceRow {
  store_id: string;
  store_name: string;
  email: boolean;
  push: boolean;
}

/** A customer's channels per shop (docs/product.md, "Automations"): no row = both on. */
export function createMessagePreferencesRepository(db: Database) {
  return {
    /** Every shop the customer holds a card at (or just `storeId`), with their channels there. */
    async list(userId: string, storeId?: string): Promise<PreferenceRow[]> {
      const result = (await db.execute(sql`
        select s.id as store_id, s.name as store_name,
          coalesce(p.email, true) as email, coalesce(p.push, true) as push
        from stores s
        left join message_preferences p on p.store_id = s.id and p.user_id = ${userId}
        where exists (
          select 1 from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
          where rc.store_id = s.id and cc.user_id = ${userId})
          ${storeId ? sql`and s.id = ${storeId}` : sql``}
        order by s.name, s.id`)) as unknown as { rows: PreferenceRow[] };
      return result.rows;
    },

    /** Sets the channels given, keeping the other as it was (on without a row). */
    async set(
      userId: string,
      storeId: string,
      values: { email?: boolean; push?: boolean },
      now: Date,
    ): Promise<void> {
      await db
        .insert(messagePreferences)
        .values({
          userId,
          storeId,
          email: values.email ?? true,
          push: values.push ?? true,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [messagePreferences.userId, messagePreferences.storeId],
          set: { ...values, updatedAt: now },
        });
    },

    async storeName(storeId: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(eq(stores.id, storeId));
      return row ?? null;
    },
  };
}
