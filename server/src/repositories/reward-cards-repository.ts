import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  branches,
  merchantSettings,
  merchants,
  rewardCards,
  stores,
  users,
  type BranchRow,
  type MerchantRow,
  type MerchantSettingsRow,
  type NewRewardCardRow,
  type RewardCardRow,
  type StoreRow,
  type UserRow,
} from '../db/schema';
import { hasPlanInService } from './plans-in-service';

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

/**
 * How the counter names a customer: the token their QR code carries, their short code (stored
 * form, services/accounts/short-codes.ts) or a phone in E.164, which finds only a customer who let
 * shops find them by it (docs/product.md, "Finding a customer").
 */
export type CustomerKey = { qrCode: string } | { shortCode: string } | { phone: string };

function customerMatches(key: CustomerKey) {
  if ('qrCode' in key) return eq(users.qrCode, key.qrCode);
  if ('shortCode' in key) return eq(users.shortCode, key.shortCode);
  return and(eq(users.phone, key.phone), eq(users.phoneFindable, true));
}

/**
 * Everything a change at the counter checks before it takes a lock, read in one statement
 * (docs/api.md, "Reward cards and stamps"): the card and its store, and beside them what was asked
 * for, each null when there is none.
 */
export interface CardAtCounter extends RewardCardWithStore {
  /** Whether the store's merchant has a plan in service at the time asked. */
  planInService: boolean;
  /** The account the customer key names, whatever its role and status. */
  scanned: UserRow | null;
  /** The branch asked for, when it is a branch of the card's store that is not deleted. */
  branch: BranchRow | null;
  /** The merchant's saved settings (null until the first save: the defaults apply). */
  settings: MerchantSettingsRow | null;
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

    /** `findOwn`, with what the counter asks about alongside it (`CardAtCounter`). */
    async findAtCounter(
      merchantId: string,
      id: string,
      asked: { customer: CustomerKey; branchId?: string | undefined; at: Date },
    ): Promise<CardAtCounter | undefined> {
      const [row] = await db
        .select({
          card: rewardCards,
          store: stores,
          planInService: sql<boolean>`${hasPlanInService(stores.merchantId, asked.at)}`,
          scanned: users,
          branch: branches,
          settings: merchantSettings,
        })
        .from(rewardCards)
        .innerJoin(stores, eq(stores.id, rewardCards.storeId))
        .leftJoin(users, customerMatches(asked.customer))
        .leftJoin(
          branches,
          asked.branchId
            ? and(
                eq(branches.id, asked.branchId),
                eq(branches.storeId, stores.id),
                eq(stores.merchantId, merchantId),
                isNull(branches.deletedAt),
              )
            : sql`false`,
        )
        .leftJoin(merchantSettings, eq(merchantSettings.merchantId, rewardCards.merchantId))
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
