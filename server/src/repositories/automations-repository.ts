import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  automationMessages,
  automationRuns,
  automations,
  broadcasts,
  stores,
  type AutomationKind,
  type AutomationRow,
  type BroadcastRow,
  type OfferKind,
} from '../db/schema';
import type { AutomationSettings } from '../services/automations/defaults';
import { rowsOf } from './raw-rows';

/** The offer a chosen customer gets: null kind = none. */
export interface OfferOf {
  offerKind: OfferKind;
  offerStamps: number;
  offerValidDays: number;
}

/**
 * The offer columns of a chosen row: none for the holdout (nothing is sent to them) and for
 * `none`; a reward's stamps are resolved by the counter when it is used (`offer_stamps` 0).
 */
function offerColumns(offer: OfferOf, now: Date) {
  if (offer.offerKind === 'none') return sql`null::text, null::int, null::timestamptz`;
  const stamps = offer.offerKind === 'reward' ? 0 : offer.offerStamps;
  return sql`case when h then null else ${offer.offerKind}::text end,
    case when h then null else ${stamps}::int end,
    case when h then null
      else ${now}::timestamptz + make_interval(days => ${offer.offerValidDays}) end`;
}

export function createAutomationsRepository(db: Database) {
  return {
    list(storeId: string): Promise<AutomationRow[]> {
      return db.select().from(automations).where(eq(automations.storeId, storeId));
    },

    async save(storeId: string, settings: AutomationSettings, now: Date): Promise<AutomationRow> {
      const values = {
        enabled: settings.enabled,
        offerKind: settings.offerKind,
        offerStamps: settings.offerStamps,
        offerValidDays: settings.offerValidDays,
        daysBefore: settings.daysBefore,
        idleDays: settings.idleDays,
        holdoutPercent: settings.holdoutPercent,
        updatedAt: now,
      };
      const [row] = await db
        .insert(automations)
        .values({ storeId, kind: settings.kind, ...values })
        .onConflictDoUpdate({ target: [automations.storeId, automations.kind], set: values })
        .returning();
      return row!;
    },

    async lastRun(storeId: string) {
      const [row] = await db
        .select()
        .from(automationRuns)
        .where(eq(automationRuns.storeId, storeId))
        .orderBy(desc(automationRuns.localDate))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores with an enabled automation whose local time is past `hour` and whose local day has
     * no run yet, with that local date.
     */
    storesDue(now: Date, hour: number) {
      return rowsOf<{ store_id: string; local_date: string }>(
        db,
        sql`
          select s.id as store_id,
            ((${now}::timestamptz) at time zone coalesce(ms.time_zone, 'UTC'))::date::text as local_date
          from stores s left join merchant_settings ms on ms.merchant_id = s.merchant_id
          where s.status = 'active'
            and (exists (select 1 from automations a where a.store_id = s.id and a.enabled)
              or s.reward_expiry_days is not null or s.stamp_expiry_months is not null)
            and extract(hour from (${now}::timestamptz) at time zone coalesce(ms.time_zone, 'UTC')) >= ${hour}
            and not exists (
              select 1 from automation_runs r where r.store_id = s.id
                and r.local_date = ((${now}::timestamptz) at time zone coalesce(ms.time_zone, 'UTC'))::date)`,
      );
    },

    /** Starts the run of a local day, or finds it started (a retried or repeated run). */
    async startRun(storeId: string, localDate: string, now: Date): Promise<void> {
      await db
        .insert(automationRuns)
        .values({ storeId, localDate, startedAt: now })
        .onConflictDoNothing();
    },

    async finishRun(storeId: string, localDate: string, chosen: number, now: Date) {
      await db
        .update(automationRuns)
        .set({ finishedAt: now, chosen: sql`coalesce(${automationRuns.chosen}, 0) + ${chosen}` })
        .where(and(eq(automationRuns.storeId, storeId), eq(automationRuns.localDate, localDate)));
    },

    /**
     * Chooses everyone `eligible` answers for `automationId` (unique per automation, customer and
     * period: ON CONFLICT, so a repeated or parallel run chooses nobody twice), holding out
     * `holdoutPercent` % at random. Answers how many rows it inserted.
     */
    async choose(input: {
      storeId: string;
      automationId: string;
      kind: AutomationKind;
      eligible: SQL;
      holdoutPercent: number;
      offer: OfferOf;
      now: Date;
    }): Promise<number> {
      const { storeId, automationId, kind, eligible, holdoutPercent, offer, now } = input;
      const inserted = await rowsOf<{ id: string }>(
        db,
        sql`
          insert into automation_messages (store_id, user_id, automation_id, kind, period,
            holdout, status, offer_kind, offer_stamps, offer_valid_until, created_at)
          select ${storeId}, user_id, ${automationId}, ${kind}, period, h,
            case when h then 'held_out' else 'queued' end, ${offerColumns(offer, now)}, ${now}
          from (
            select distinct on (user_id, period) user_id, period,
              random() * 100 < ${holdoutPercent} as h
            from (${eligible}) e where user_id is not null
          ) chosen
          on conflict (automation_id, user_id, period) where automation_id is not null
          do nothing
          returning id`,
      );
      return inserted.length;
    },

    /** A one-off message and its recipients, chosen at once; answers the broadcast. */
    async insertBroadcast(input: {
      storeId: string;
      values: Omit<BroadcastRow, 'id' | 'storeId' | 'createdAt' | 'recipients'>;
      segment: SQL;
      holdoutFor: (userIds: string[]) => Set<string>;
      now: Date;
    }): Promise<{ broadcast: BroadcastRow; recipients: number; heldOut: number }> {
      const { storeId, values, segment, holdoutFor, now } = input;
      const people = (
        await rowsOf<{ user_id: string }>(db, sql`select distinct user_id from (${segment}) s`)
      ).map((row) => row.user_id);
      const held = holdoutFor(people);
      const [broadcast] = await db
        .insert(broadcasts)
        .values({ ...values, storeId, recipients: people.length - held.size, createdAt: now })
        .returning();
      const offer = values.offerKind === 'none' ? null : values;
      if (people.length > 0) {
        await db.insert(automationMessages).values(
          people.map((userId) => {
            const h = held.has(userId);
            return {
              storeId,
              userId,
              broadcastId: broadcast!.id,
              kind: 'one_off',
              period: broadcast!.id,
              holdout: h,
              status: h ? ('held_out' as const) : ('queued' as const),
              offerKind: h || !offer ? null : offer.offerKind,
              offerStamps:
                h || !offer ? null : offer.offerKind === 'reward' ? 0 : offer.offerStamps,
              offerValidUntil:
                h || !offer ? null : new Date(now.getTime() + offer.offerValidDays * 86_400_000),
              createdAt: now,
            };
          }),
        );
      }
      return { broadcast: broadcast!, recipients: people.length - held.size, heldOut: held.size };
    },

    /** How many customers a segment has today. */
    async segmentSize(segment: SQL): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(distinct user_id)::int as n from (${segment}) s`,
      );
      return row?.n ?? 0;
    },

    async saveExpiry(
      storeId: string,
      rules: { rewardExpiryDays: number | null; stampExpiryMonths: number | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(stores)
        .set({ ...rules, updatedAt: now })
        .where(eq(stores.id, storeId));
    },

    /** Until the transaction ends: one one-off send per store at a time. */
    async lockStoreSends(storeId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`broadcast:${storeId}`}, 0))`,
      );
    },

    listBroadcasts(storeId: string): Promise<BroadcastRow[]> {
      return db
        .select()
        .from(broadcasts)
        .where(eq(broadcasts.storeId, storeId))
        .orderBy(desc(broadcasts.createdAt))
        .limit(100);
    },

    /** The store's messages still waiting for their delivery job. */
    async queued(storeId: string): Promise<string[]> {
      const rows = await db
        .select({ id: automationMessages.id })
        .from(automationMessages)
        .where(
          and(eq(automationMessages.storeId, storeId), eq(automationMessages.status, 'queued')),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Per automation and per one-off message: the counts of docs/product.md's "Proof of effect".
     * A return: a stamp or redemption at the store, not undone, within 30 days after the row was
     * made; only rows at least 30 days old count toward it (the others are `maturing`).
     */
    results(storeId: string, now: Date) {
      return rowsOf<ResultRow>(
        db,
        sql`
          select coalesce(m.automation_id::text, m.broadcast_id::text) as source_id, m.kind,
            count(*)::int as eligible,
            count(*) filter (where m.holdout)::int as held_out,
            count(*) filter (where m.status = 'sent')::int as sent,
            count(*) filter (where m.email_status = 'delivered' or m.push_status = 'delivered')::int
              as delivered,
            count(*) filter (where m.clicked_at is not null)::int as clicked,
            count(*) filter (where not m.holdout and m.created_at <= ${now}::timestamptz - interval '30 days')::int
              as messaged_matured,
            count(*) filter (where not m.holdout and m.created_at <= ${now}::timestamptz - interval '30 days'
              and r.returned)::int as messaged_returned,
            count(*) filter (where m.holdout and m.created_at <= ${now}::timestamptz - interval '30 days')::int
              as holdout_matured,
            count(*) filter (where m.holdout and m.created_at <= ${now}::timestamptz - interval '30 days'
              and r.returned)::int as holdout_returned,
            count(*) filter (where m.created_at > ${now}::timestamptz - interval '30 days')::int as maturing
          from automation_messages m
          cross join lateral (
            select exists (
              select 1 from interactions i
              where i.store_id = m.store_id and i.customer_id = m.user_id
                and i.kind in ('stamp', 'redeem') and i.undone_at is null
                and i.created_at > m.created_at
                and i.created_at <= m.created_at + interval '30 days'
            ) as returned
          ) r
          where m.store_id = ${storeId}
          group by 1, 2`,
      );
    },
  };
}

export interface ResultRow {
  source_id: string;
  kind: string;
  eligible: number;
  held_out: number;
  sent: number;
  delivered: number;
  clicked: number;
  messaged_matured: number;
  messaged_returned: number;
  holdout_matured: number;
  holdout_returned: number;
  maturing: number;
}

export type AutomationsRepository = ReturnType<typeof createAutomationsRepository>;
