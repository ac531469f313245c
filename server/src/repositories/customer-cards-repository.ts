import { and, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customerCards,
  merchantSettings,
  rewardCards,
  stores,
  type CustomerCardRow,
  type RewardCardRow,
  type StoreRow,
} from '../db/schema';
import { hasPlanInService } from './plans-in-service';

/** A customer's card with the program and the store it belongs to, as records embed them. */
export interface CustomerCardWithCard {
  customerCard: CustomerCardRow;
  card: RewardCardRow;
  store: StoreRow;
  /** The time zone of the store's days (its merchant's settings; UTC before any are saved). */
  timeZone: string;
  /** When the row was read: the record shows the card as at that moment (expiry). */
  readAt: Date;
}

/** The store's time zone: its merchant's settings, UTC until they are saved. */
const storeTimeZone = sql<string>`coalesce(${merchantSettings.timeZone}, 'UTC')`;

/** SQL for the `customer_cards` table. */
export function createCustomerCardsRepository(db: Database) {
  const withCard = () =>
    db
      .select({
        customerCard: customerCards,
        card: rewardCards,
        store: stores,
        timeZone: storeTimeZone,
      })
      .from(customerCards)
      .innerJoin(rewardCards, eq(rewardCards.id, customerCards.rewardCardId))
      .innerJoin(stores, eq(stores.id, rewardCards.storeId))
      .leftJoin(merchantSettings, eq(merchantSettings.merchantId, stores.merchantId));

  /** The customer's card of this program. */
  const heldBy = (rewardCardId: string, userId: string) =>
    db
      .select()
      .from(customerCards)
      .where(and(eq(customerCards.rewardCardId, rewardCardId), eq(customerCards.userId, userId)));
  /** The same, locked until the transaction ends; undefined when there is none. */
  const lockOf = async (rewardCardId: string, userId: string) => {
    const [row] = await heldBy(rewardCardId, userId).for('update');
    return row;
  };

  return {
    async find(rewardCardId: string, userId: string): Promise<CustomerCardRow | undefined> {
      const [row] = await heldBy(rewardCardId, userId);
      return row;
    },

    /**
     * The customer's card, created on the first stamp, locked until the transaction ends: SELECT
     * ... FOR UPDATE, and when there is none yet INSERT ... ON CONFLICT DO NOTHING and lock again,
     * so simultaneous first stamps make one card and every stamp waits its turn (docs/api.md,
     * "Reward cards and stamps"). The common case (the card exists) is one query.
     */
    async lockOrCreate(rewardCardId: string, userId: string, at: Date): Promise<CustomerCardRow> {
      const existing = await lockOf(rewardCardId, userId);
      if (existing) return existing;
      await db
        .insert(customerCards)
        .values({ rewardCardId, userId, createdAt: at })
        .onConflictDoNothing({ target: [customerCards.rewardCardId, customerCards.userId] });
      const created = await lockOf(rewardCardId, userId);
      if (!created) throw new Error('customer card vanished after its insert');
      return created;
    },

    /** The customer's card of this program, locked (a redemption); undefined when there is none. */
    lock: lockOf,

    /** Locks an existing card (undo); undefined when there is none. */
    async lockById(id: string): Promise<CustomerCardRow | undefined> {
      const [row] = await db
        .select()
        .from(customerCards)
        .where(eq(customerCards.id, id))
        .for('update');
      return row;
    },

    /**
     * Adds `stamps` (negative to take some off, never below 0) and `redeemed` rewards, and keeps
     * `reward_ready_at` right in the same statement: set to `at` when the card reaches a ready
     * reward (`stampsRequired` stamps), kept while one stays ready, cleared when none is (the
     * reward's expiry counts from it: docs/product.md, "Expiry").
     */
    async change(
      id: string,
      change: { stamps: number; redeemed?: number },
      stampsRequired: number,
      at: Date,
    ): Promise<CustomerCardRow> {
      const stamps = sql`greatest(${customerCards.stamps} + ${change.stamps}, 0)`;
      const [row] = await db
        .update(customerCards)
        .set({
          stamps,
          rewardsRedeemed: sql`${customerCards.rewardsRedeemed} + ${change.redeemed ?? 0}`,
          lastActivityAt: at,
          rewardReadyAt: sql`case when ${stamps} >= ${stampsRequired} then coalesce(${customerCards.rewardReadyAt}, ${at.toISOString()}::timestamptz) end`,
        })
        .where(eq(customerCards.id, id))
        .returning();
      if (!row) throw new Error('update of customer_cards returned no row');
      return row;
    },

    /** The customer's cards of the store's programs, oldest program first, as at `now`. */
    async listAtStore(userId: string, storeId: string, now: Date): Promise<CustomerCardWithCard[]> {
      const rows = await withCard()
        .where(and(eq(customerCards.userId, userId), eq(rewardCards.storeId, storeId)))
        .orderBy(rewardCards.createdAt, rewardCards.id);
      return rows.map((row) => ({ ...row, readAt: now }));
    },

    /** The customer's cards, latest activity first, each `paused` when it cannot take stamps at `now` (hidden, no plan). */
    async listForUser(
      userId: string,
      now: Date,
    ): Promise<(CustomerCardWithCard & { paused: boolean })[]> {
      const rows = await db
        .select({
          customerCard: customerCards,
          card: rewardCards,
          store: stores,
          timeZone: storeTimeZone,
          paused: sql<boolean>`not (${stores.status} = 'active' and ${hasPlanInService(stores.merchantId, now)})`,
        })
        .from(customerCards)
        .innerJoin(rewardCards, eq(rewardCards.id, customerCards.rewardCardId))
        .innerJoin(stores, eq(stores.id, rewardCards.storeId))
        .leftJoin(merchantSettings, eq(merchantSettings.merchantId, stores.merchantId))
        .where(eq(customerCards.userId, userId))
        .orderBy(
          sql`${customerCards.lastActivityAt} desc nulls last`,
          desc(customerCards.createdAt),
          desc(customerCards.id),
        );
      return rows.map((row) => ({ ...row, readAt: now }));
    },

    /** How many different customers hold a card of this merchant's programs. */
    async countCustomers(merchantId: string): Promise<number> {
      const [row] = await db
        .select({ total: countDistinct(customerCards.userId) })
        .from(customerCards)
        .innerJoin(rewardCards, eq(rewardCards.id, customerCards.rewardCardId))
        .where(eq(rewardCards.merchantId, merchantId));
      return row?.total ?? 0;
    },
  };
}
