import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Moves everything a store's customers did there `days` earlier: their visits, their cards' dates,
 * the store's messages and expiries; its daily runs are forgotten. Development only (modules/dev): a browser test or a
 * person trying the automations makes a history of weeks in a minute, then lets the day's run
 * judge it (docs/qa.md, "Automations in a browser").
 */
export function createHistoryShiftRepository(db: Database) {
  return {
    async shift(storeId: string, days: number): Promise<void> {
      const by = sql`make_interval(days => ${days})`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update interactions set created_at = created_at - ${by}, undone_at = undone_at - ${by}
          where store_id = ${storeId}`);
        await tx.execute(sql`
          update customer_cards cc set created_at = cc.created_at - ${by},
            last_activity_at = cc.last_activity_at - ${by},
            reward_ready_at = cc.reward_ready_at - ${by}
          from reward_cards rc where rc.id = cc.reward_card_id and rc.store_id = ${storeId}`);
        await tx.execute(sql`
          update card_expiries ce set expired_at = ce.expired_at - ${by}
          from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
          where cc.id = ce.customer_card_id and rc.store_id = ${storeId}`);
        await tx.execute(sql`
          update automation_messages set created_at = created_at - ${by}, sent_at = sent_at - ${by},
            offer_valid_until = offer_valid_until - ${by}, offer_used_at = offer_used_at - ${by},
            clicked_at = clicked_at - ${by}
          where store_id = ${storeId}`);
        // The days' runs are forgotten rather than moved: today's run judges the new history.
        await tx.execute(sql`delete from automation_runs where store_id = ${storeId}`);
      });
    },
  };
}
