import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { automationMessages, type AutomationMessageRow } from '../db/schema';

/** An offer a message made, as the counter uses it. */
export type OpenOffer = Pick<
  AutomationMessageRow,
  'id' | 'kind' | 'offerKind' | 'offerStamps' | 'offerValidUntil' | 'createdAt'
>;

const offerColumns = {
  id: automationMessages.id,
  kind: automationMessages.kind,
  offerKind: automationMessages.offerKind,
  offerStamps: automationMessages.offerStamps,
  offerValidUntil: automationMessages.offerValidUntil,
  createdAt: automationMessages.createdAt,
};

/**
 * The offers of `automation_messages` at the counter (docs/product.md, "Offers at the counter"):
 * an offer is open while it was sent (not held out, not skipped), is not used and is still valid.
 */
export function createOffersRepository(db: Database) {
  const open = (userId: string, storeId: string, now: Date) =>
    and(
      eq(automationMessages.userId, userId),
      eq(automationMessages.storeId, storeId),
      // A whole reward, or bonus stamps (a row with stamps and no kind is bonus stamps too).
      sql`(${automationMessages.offerKind} = 'reward' or (${automationMessages.offerStamps} is not null and ${automationMessages.offerKind} is distinct from 'none'))`,
      isNull(automationMessages.offerUsedAt),
      gt(automationMessages.offerValidUntil, now),
      eq(automationMessages.holdout, false),
      eq(automationMessages.status, 'sent'),
    );

  return {
    /** The customer's open offers at the store, oldest first (what the scan shows). */
    async listOpen(userId: string, storeId: string, now: Date): Promise<OpenOffer[]> {
      return db
        .select(offerColumns)
        .from(automationMessages)
        .where(open(userId, storeId, now))
        .orderBy(automationMessages.createdAt, automationMessages.id);
    },

    /**
     * The same, locked until the transaction ends (FOR UPDATE): a stamp uses them. A second stamp
     * waiting on the lock reads them again once the first commits, finds them used, and skips them.
     */
    async lockOpen(userId: string, storeId: string, now: Date): Promise<OpenOffer[]> {
      return db
        .select(offerColumns)
        .from(automationMessages)
        .where(open(userId, storeId, now))
        .orderBy(automationMessages.createdAt, automationMessages.id)
        .for('update');
    },

    /** Marks the locked offers used by the stamp `interactionId`. */
    async markUsed(ids: string[], interactionId: string, at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(automationMessages)
        .set({ offerUsedAt: at, offerInteractionId: interactionId })
        .where(and(inArray(automationMessages.id, ids), isNull(automationMessages.offerUsedAt)));
    },

    /** Undoing a stamp gives back the offers it used: open again while still valid. */
    async giveBack(interactionId: string): Promise<number> {
      const rows = await db
        .update(automationMessages)
        .set({ offerUsedAt: null, offerInteractionId: null })
        .where(eq(automationMessages.offerInteractionId, interactionId))
        .returning({ id: automationMessages.id });
      return rows.length;
    },
  };
}
