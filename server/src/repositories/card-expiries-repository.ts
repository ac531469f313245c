import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ExpiryKind } from '../db/schema';

/** Stamps a store's expiry rules took off one card. */
export interface CardExpiry {
  customerCardId: string;
  kind: ExpiryKind;
  stamps: number;
  /** The first instant they were gone: the start of the day after their last valid day. */
  expiredAt: Date;
}

interface ExpiryRow {
  customer_card_id: string;
  kind: ExpiryKind;
  stamps: number;
  expired_ms: number;
}

/**
 * SQL for `card_expiries`: the stamps and ready rewards a store's rules took off its cards
 * (docs/product.md, "Expiry"). The moments are PostgreSQL's time zone arithmetic, the same rules
 * as services/rewards/expiry.ts computes for reading: the store's local date of the last visit
 * plus M calendar months (or of the reward's readiness plus N days), and the day after's start.
 */
export function createCardExpiriesRepository(db: Database) {
  return {
    /**
     * Takes off every card of the store (or only `customerCardId`) what has expired at `now`, in
     * one statement: the cards with something due are locked (FOR UPDATE; a card a stamp changed
     * meanwhile is read again once its lock is free), each expiry is written once (the unique
     * key on card, kind and moment: a sweep run twice, or beside a stamp, writes nothing twice and
     * takes nothing off twice), and the card loses the stamps of what was written, its
     * `reward_ready_at` cleared when its ready rewards went. Progress stamps follow the stamps'
     * rule; the stamps that make ready rewards follow the reward's.
     */
    async expire(storeId: string, now: Date, customerCardId?: string): Promise<CardExpiry[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const oneCard: SQL = customerCardId ? sql`and cc.id = ${customerCardId}` : sql``;
      const result = (await db.execute(sql`
        with rules as (
          select s.id as store_id,
                 s.stamp_expiry_months as months,
                 s.reward_expiry_days as days,
                 coalesce(ms.time_zone, 'UTC') as tz
          from stores s
          left join merchant_settings ms on ms.merchant_id = s.merchant_id
          where s.id = ${storeId}
            and (s.stamp_expiry_months is not null or s.reward_expiry_days is not null)
        ),
        cards as (
          select cc.id, m.ready_stamps, m.progress_stamps, m.stamps_gone_at, m.reward_gone_at
          from customer_cards cc
          join reward_cards rc on rc.id = cc.reward_card_id
          join rules r on r.store_id = rc.store_id
          cross join lateral (
            select (cc.stamps / rc.stamps_required) * rc.stamps_required as ready_stamps,
                   cc.stamps % rc.stamps_required as progress_stamps,
                   case when r.months is not null and cc.last_activity_at is not null then
                     (((cc.last_activity_at at time zone r.tz)::date
                        + make_interval(months => r.months))::date + 1)::timestamp at time zone r.tz
                   end as stamps_gone_at,
                   case when r.days is not null and cc.reward_ready_at is not null then
                     (((cc.reward_ready_at at time zone r.tz)::date + r.days + 1)::timestamp)
                       at time zone r.tz
                   end as reward_gone_at
          ) m
          -- Only the cards with something due are locked: the sweep holds up no other stamp.
          where cc.stamps > 0 ${oneCard}
            and ((m.ready_stamps > 0 and m.reward_gone_at <= ${at})
                 or (m.progress_stamps > 0 and m.stamps_gone_at <= ${at}))
          for update of cc
        ),
        due as (
          select id, 'rewards' as kind, ready_stamps as stamps, reward_gone_at as expired_at
          from cards where ready_stamps > 0 and reward_gone_at <= ${at}
          union all
          select id, 'stamps', progress_stamps, stamps_gone_at
          from cards where progress_stamps > 0 and stamps_gone_at <= ${at}
        ),
        written as (
          insert into card_expiries (customer_card_id, kind, stamps, expired_at)
          select id, kind, stamps, expired_at from due
          on conflict (customer_card_id, kind, expired_at) do nothing
          returning customer_card_id, kind, stamps, expired_at
        ),
        taken as (
          update customer_cards cc
          set stamps = greatest(cc.stamps - w.stamps, 0),
              reward_ready_at = case when w.rewards then null else cc.reward_ready_at end
          from (
            select customer_card_id, sum(stamps)::int as stamps, bool_or(kind = 'rewards') as rewards
            from written group by customer_card_id
          ) w
          where cc.id = w.customer_card_id
          returning cc.id
        )
        select w.customer_card_id, w.kind, w.stamps::int as stamps,
               (extract(epoch from w.expired_at) * 1000)::float8 as expired_ms
        from written w
        where exists (select 1 from taken t where t.id = w.customer_card_id)
      `)) as unknown as { rows: ExpiryRow[] };
      return result.rows.map((row) => ({
        customerCardId: row.customer_card_id,
        kind: row.kind,
        stamps: Number(row.stamps),
        expiredAt: new Date(Number(row.expired_ms)),
      }));
    },
  };
}
