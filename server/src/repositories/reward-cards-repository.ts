import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  merchants,
  rewardCards,
  stores,
  type MerchantRow,
  type NewRewardCardRow,
  type RewardCardRow,
  type StoreRow,
} from '../db/schema';

export type RewardCardPatch = Partial<
  Pick<
    RewardCardRow,
    'title' | 'description' | 'stampsRequired' | 'rewardDescription' | 'active' | 'validUntil'
  >
>;

export interface RewardCardWithStore {
  card: RewardCardRow;
  store: StoreRow;
}

/** SQL for the `reward_cards` table. */
export function createRewardCardsRepository(db: Database) {
  return {
    async insert(values: NewRewardCardRow): Promise<RewardCardRow> {
      const [row] = await db.insert(rewardCards).values(values).returning();
      if (!row) throw new Error('insert into reward_cards returned no row');
      return row;
    },

    /** The card with its store, when `merchantId` owns it. */
    async findOwn(merchantId: string, id: string): Promise<RewardCardWithStore | undefined> {
      const [row] = await db
        .select({ card: rewardCards, store: stores })
        .from(rewardCards)
        .innerJoin(stores, eq(stores.id, rewardCards.storeId))
        .where(and(eq(rewardCards.id, id), eq(rewardCards.merchantId, merchantId)));
      return row;
    },

    async listForStore(storeId: string, activeOnly: boolean): Promise<RewardCardRow[]> {
      return db
        .select()
        .from(rewardCards)
        .where(
          and(
            eq(rewardCards.storeId, storeId),
            activeOnly ? eq(rewardCards.active, true) : undefined,
          ),
        )
        .orderBy(asc(rewardCards.createdAt), asc(rewardCards.id));
    },

    /** A store and its merchant, to decide who may see its cards. */
    async storeWithMerchant(
      storeId: string,
    ): Promise<{ store: StoreRow; merchant: MerchantRow } | undefined> {
      const [row] = await db
        .select({ store: stores, merchant: merchants })
        .from(stores)
        .innerJoin(merchants, eq(merchants.id, stores.merchantId))
        .where(eq(stores.id, storeId));
      return row;
    },

    /** Cards that count against the plan's `max_reward_cards`: the active ones. */
    async countActive(merchantId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(rewardCards)
        .where(and(eq(rewardCards.merchantId, merchantId), eq(rewardCards.active, true)));
      return row?.total ?? 0;
    },

    async update(
      merchantId: string,
      id: string,
      patch: RewardCardPatch,
      at: Date,
    ): Promise<RewardCardRow | undefined> {
      const [row] = await db
        .update(rewardCards)
        .set({ ...patch, updatedAt: at })
        .where(and(eq(rewardCards.id, id), eq(rewardCards.merchantId, merchantId)))
        .returning();
      return row;
    },
  };
}

export type RewardCardsRepository = ReturnType<typeof createRewardCardsRepository>;
