import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  branches,
  interactions,
  merchantSettings,
  rewardCards,
  stores,
  users,
  type InteractionRow,
  type NewInteractionRow,
} from '../db/schema';
import type { RewardCardWithStore } from './reward-cards-repository';

export interface InteractionWithNames {
  interaction: InteractionRow;
  /** On an undo: the kind of what it took back. */
  undoes: InteractionRow['kind'] | null;
  store: { id: string; name: string };
  rewardCard: { id: string; title: string };
}

export interface MerchantActivity extends InteractionWithNames {
  customerFirstName: string;
  branch: { id: string; name: string } | null;
}

/**
 * The instant the calendar day of `now` began in `timeZone` (an IANA name the settings accepted),
 * as PostgreSQL computes it: daylight-saving days included (docs/product.md, "Reward cards and
 * stamps").
 */
function startOfDayIn(now: Date, timeZone: string) {
  return sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`;
}

/** When the merchant's next day starts: midnight after `now` in their time zone. */
function startOfNextDayIn(now: Date, timeZone: string) {
  return sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone}`;
}

/** What an undo points at (`undoes_id`), to say whether it took back a stamp or a redemption. */
const undone = alias(interactions, 'undone');

/** SQL for the `interactions` table: every stamp, redemption and undo. */
export function createInteractionsRepository(db: Database) {
  /** Stamps that still count: not undone. */
  const liveStamps = (customerId: string, storeId: string) =>
    and(
      eq(interactions.customerId, customerId),
      eq(interactions.storeId, storeId),
      eq(interactions.kind, 'stamp'),
      isNull(interactions.undoneAt),
    );

  return {
    async insert(values: NewInteractionRow): Promise<InteractionRow> {
      const [row] = await db.insert(interactions).values(values).returning();
      if (!row) throw new Error('insert into interactions returned no row');
      return row;
    },

    /**
     * Holds, until the transaction ends, the lock of what the cooldown and the daily limit count:
     * this customer's stamps at this store, across its cards (docs/api.md, "Reward cards and
     * stamps"). A transaction-scoped advisory lock rather than a row lock because no row stands for
     * a customer at a store (`customer_cards` is per card, and locking the customer's `users` row
     * would hold up their stamps at every other store and their account's own updates); it needs
     * no table and no write, and ends with the commit or the rollback. The key is a 64-bit hash of
     * both ids under a name of its own: a collision only makes two stamps wait for each other.
     */
    async lockStampRules(customerId: string, storeId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`stamp-rules:${storeId}:${customerId}`}, 0))`,
      );
    },

    /**
     * What the cooldown and the daily limit count, in one statement: when this customer last got
     * a stamp (not undone) at this store, and how many they got there on the merchant's calendar
     * day of `now` in `timeZone`. One statement also reads both from one snapshot.
     */
    async stampRulesCounts(
      customerId: string,
      storeId: string,
      now: Date,
      timeZone: string,
    ): Promise<{ lastStampAt: Date | null; stampsToday: number; nextDayAt: Date }> {
      const last = db
        .select({ createdAt: interactions.createdAt })
        .from(interactions)
        .where(liveStamps(customerId, storeId))
        .orderBy(desc(interactions.createdAt))
        .limit(1);
      // An offer's bonus stamps are the shop's gift, not the customer's visit: the limit counts
      // the stamps asked for (docs/product.md, "Offers at the counter").
      const today = db
        .select({ total: sql`coalesce(sum(${interactions.count} - ${interactions.bonus}), 0)` })
        .from(interactions)
        .where(
          and(
            liveStamps(customerId, storeId),
            gte(interactions.createdAt, startOfDayIn(now, timeZone)),
          ),
        );
      const [row] = await db
        .select({
          lastStampAt: sql<Date | null>`(${last})`.mapWith(interactions.createdAt),
          stampsToday: sql<number>`(${today})`.mapWith(Number),
          // Read with the counts, so the daily limit can say when it ends without a round trip.
          nextDayAt: sql<Date>`${startOfNextDayIn(now, timeZone)}`.mapWith(interactions.createdAt),
        })
        .from(sql`(select 1) as one`);
      if (!row) throw new Error('the stamp rules query returned no row');
      return { ...row, lastStampAt: row.lastStampAt ?? null };
    },

    /**
     * The merchant's reward card with its store, and on it one of its stamps or redemptions
     * (`kind`): `interaction` is null when the card has none with this id.
     */
    async findOnOwnCard(
      merchantId: string,
      rewardCardId: string,
      id: string,
      kind: 'stamp' | 'redeem',
    ): Promise<
      (RewardCardWithStore & { interaction: InteractionRow | null; timeZone: string }) | undefined
    > {
      const [row] = await db
        .select({
          card: rewardCards,
          store: stores,
          interaction: interactions,
          // The store's days, for the card's expiry as the answer shows it.
          timeZone: sql<string>`coalesce(${merchantSettings.timeZone}, 'UTC')`,
        })
        .from(rewardCards)
        .innerJoin(stores, eq(stores.id, rewardCards.storeId))
        .leftJoin(merchantSettings, eq(merchantSettings.merchantId, rewardCards.merchantId))
        .leftJoin(
          interactions,
          and(
            eq(interactions.id, id),
            eq(interactions.merchantId, merchantId),
            eq(interactions.rewardCardId, rewardCards.id),
            eq(interactions.kind, kind),
          ),
        )
        .where(and(eq(rewardCards.id, rewardCardId), eq(rewardCards.merchantId, merchantId)));
      return row;
    },

    /** Marks a stamp or a redemption undone, only if it is not yet: two undos cannot both win. */
    async markUndone(id: string, at: Date): Promise<InteractionRow | undefined> {
      const [row] = await db
        .update(interactions)
        .set({ undoneAt: at })
        .where(and(eq(interactions.id, id), isNull(interactions.undoneAt)))
        .returning();
      return row;
    },

    /** A customer's latest interactions with the store and card they were at. */
    async recentForCustomer(customerId: string, limit: number): Promise<InteractionWithNames[]> {
      return db
        .select({
          interaction: interactions,
          undoes: undone.kind,
          store: { id: stores.id, name: stores.name },
          rewardCard: { id: rewardCards.id, title: rewardCards.title },
        })
        .from(interactions)
        .innerJoin(stores, eq(stores.id, interactions.storeId))
        .innerJoin(rewardCards, eq(rewardCards.id, interactions.rewardCardId))
        .leftJoin(undone, eq(undone.id, interactions.undoesId))
        .where(eq(interactions.customerId, customerId))
        .orderBy(desc(interactions.createdAt), desc(interactions.id))
        .limit(limit);
    },

    /** A merchant's latest interactions: who, on which card, at which store and branch. */
    async recentForMerchant(merchantId: string, limit: number): Promise<MerchantActivity[]> {
      const rows = await db
        .select({
          interaction: interactions,
          undoes: undone.kind,
          store: { id: stores.id, name: stores.name },
          rewardCard: { id: rewardCards.id, title: rewardCards.title },
          customerFirstName: users.firstName,
          branchId: branches.id,
          branchName: branches.name,
        })
        .from(interactions)
        .innerJoin(stores, eq(stores.id, interactions.storeId))
        .innerJoin(rewardCards, eq(rewardCards.id, interactions.rewardCardId))
        .innerJoin(users, eq(users.id, interactions.customerId))
        .leftJoin(branches, eq(branches.id, interactions.branchId))
        .leftJoin(undone, eq(undone.id, interactions.undoesId))
        .where(eq(interactions.merchantId, merchantId))
        .orderBy(desc(interactions.createdAt), desc(interactions.id))
        .limit(limit);
      return rows.map(({ branchId, branchName, ...row }) => ({
        ...row,
        branch: branchId && branchName !== null ? { id: branchId, name: branchName } : null,
      }));
    },

    /**
     * The merchant's stamps and redemptions (neither undone) since the start of the day `now` falls on
     * in `timeZone` (docs/api.md, "Home"): PostgreSQL finds that local midnight.
     */
    async totalsToday(
      merchantId: string,
      now: Date,
      timeZone: string,
    ): Promise<{ stamps: number; redemptions: number }> {
      const [row] = await db
        .select({
          stamps:
            sql<number>`coalesce(sum(${interactions.count}) filter (where ${interactions.kind} = 'stamp' and ${interactions.undoneAt} is null), 0)`.mapWith(
              Number,
            ),
          redemptions:
            sql<number>`count(*) filter (where ${interactions.kind} = 'redeem' and ${interactions.undoneAt} is null)`.mapWith(
              Number,
            ),
        })
        .from(interactions)
        .where(
          and(
            eq(interactions.merchantId, merchantId),
            gte(interactions.createdAt, startOfDayIn(now, timeZone)),
          ),
        );
      return { stamps: row?.stamps ?? 0, redemptions: row?.redemptions ?? 0 };
    },
  };
}
