import { sql, type SQL } from 'drizzle-orm';
import type { AutomationKind, Segment } from '../db/schema';
import type { AutomationSettings } from '../services/automations/defaults';

/**
 * Who each automation and each segment chooses, as set-based SQL answering `(user_id, period)`
 * (docs/product.md, "Automations"). One statement per automation over the store's whole history:
 * 10,000 customers with a year of visits take well under a second on PostgreSQL
 * (`npm run bench:campaigns`).
 */
export interface RunDay {
  storeId: string;
  /** The store's time zone (merchant_settings.time_zone). */
  timeZone: string;
  /** The store's local date of the run, YYYY-MM-DD. */
  today: string;
  /** The run's instant: nothing after it counts. */
  now: Date;
}

/** A visit: a day with a stamp or a redemption at the store, not undone (local calendar). */
function visitDays(day: RunDay): SQL {
  return sql`
    select customer_id as user_id, (created_at at time zone ${day.timeZone})::date as d
    from interactions
    where store_id = ${day.storeId} and kind in ('stamp', 'redeem') and undone_at is null
      and created_at <= ${day.now}
    group by 1, 2`;
}

/** Per customer: visits, the last one, and the median days between visits. */
function rhythm(day: RunDay): SQL {
  return sql`
    select user_id, count(*)::int as visits, max(d) as last_d,
      percentile_cont(0.5) within group (order by gap) as median_gap
    from (
      select user_id, d, d - lag(d) over (partition by user_id order by d) as gap
      from (${visitDays(day)}) v
    ) g
    group by user_id`;
}

/** Everyone holding a card of one of the store's reward cards. */
function customersOf(storeId: string): SQL {
  return sql`
    select distinct cc.user_id
    from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
    where rc.store_id = ${storeId}`;
}

/** Win-back: ≥ 3 visits, away longer than twice their own median gap; once per lapse. */
function winBack(day: RunDay): SQL {
  return sql`
    select user_id, last_d::text as period from (${rhythm(day)}) r
    where visits >= 3 and median_gap > 0 and (${day.today}::date - last_d) > 2 * median_gap`;
}

/**
 * Birthday: the next birthday (29 February: the 28th in other years) is `days_before` days away
 * or fewer (a missed run still sends it before the day); once per year.
 */
function birthday(day: RunDay, daysBefore: number): SQL {
  const on = (year: SQL) => sql`(
    make_date(${year}, extract(month from u.birth_date)::int, 1)
    + (least(extract(day from u.birth_date)::int,
        extract(day from (make_date(${year}, extract(month from u.birth_date)::int, 1)
          + interval '1 month' - interval '1 day'))::int) - 1))`;
  const thisYear = sql`extract(year from ${day.today}::date)::int`;
  return sql`
    select user_id, extract(year from next_day)::int::text as period from (
      select u.id as user_id,
        case when ${on(thisYear)} >= ${day.today}::date then ${on(thisYear)}
             else ${on(sql`(${thisYear} + 1)`)} end as next_day
      from users u join (${customersOf(day.storeId)}) c on c.user_id = u.id
      where u.birth_date is not null
    ) b
    where next_day - ${day.today}::date between 0 and ${daysBefore}`;
}

/** A card one stamp, or 90 %, from its reward (not ready yet). */
const NEAR = sql`cc.stamps < rc.stamps_required
  and (rc.stamps_required - cc.stamps = 1 or cc.stamps * 10 >= rc.stamps_required * 9)`;

/** One stamp away: near a reward and no visit for `idle_days`; once per card and stamp count. */
function nearReward(day: RunDay, idleDays: number): SQL {
  return sql`
    select cc.user_id, cc.id::text || ':' || cc.stamps::text || ':'
      || coalesce((cc.last_activity_at at time zone ${day.timeZone})::date::text, '') as period
    from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
    where rc.store_id = ${day.storeId} and rc.active and ${NEAR}
      and cc.last_activity_at is not null
      and cc.last_activity_at <= ${day.now}::timestamptz - make_interval(days => ${idleDays})`;
}

/** Days before an expiry that its reminder goes. */
export const EXPIRY_REMINDER_DAYS = 7;

/**
 * Expiring: stamps expire at the end of the local day M months after the card's last visit, a
 * ready reward N days after it became ready (the store's rules; off when null). Reminded within
 * the 7 days before; once per card and expiry date.
 */
function expiryReminder(
  day: RunDay,
  rules: { rewardExpiryDays: number | null; stampExpiryMonths: number | null },
): SQL {
  const parts: SQL[] = [];
  const within = (expiry: SQL) =>
    sql`${expiry} - ${day.today}::date between 0 and ${EXPIRY_REMINDER_DAYS}`;
  if (rules.stampExpiryMonths !== null) {
    const expiry = sql`((cc.last_activity_at at time zone ${day.timeZone})::date
      + make_interval(months => ${rules.stampExpiryMonths}))::date`;
    parts.push(sql`
      select cc.user_id, 'stamps:' || cc.id::text || ':' || ${expiry}::text as period
      from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
      where rc.store_id = ${day.storeId} and cc.stamps > 0 and cc.last_activity_at is not null
        and ${within(expiry)}`);
  }
  if (rules.rewardExpiryDays !== null) {
    const expiry = sql`((cc.reward_ready_at at time zone ${day.timeZone})::date
      + ${rules.rewardExpiryDays}::int)`;
    parts.push(sql`
      select cc.user_id, 'reward:' || cc.id::text || ':' || ${expiry}::text as period
      from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
      where rc.store_id = ${day.storeId} and cc.reward_ready_at is not null
        and cc.stamps >= rc.stamps_required and ${within(expiry)}`);
  }
  if (parts.length === 0)
    return sql`select null::uuid as user_id, null::text as period where false`;
  return sql.join(parts, sql` union all `);
}

export function eligibleFor(
  kind: AutomationKind,
  settings: AutomationSettings,
  day: RunDay,
  rules: { rewardExpiryDays: number | null; stampExpiryMonths: number | null },
): SQL {
  switch (kind) {
    case 'win_back':
      return winBack(day);
    case 'birthday':
      return birthday(day, settings.daysBefore);
    case 'near_reward':
      return nearReward(day, settings.idleDays);
    case 'expiry_reminder':
      return expiryReminder(day, rules);
  }
}

/** Days without a visit after which a customer with fewer than 3 visits counts as lapsed. */
export const LAPSED_DAYS = 60;
/** The share of last year's customers that are the top visitors. */
export const TOP_VISITORS_SHARE = 0.1;

/** The customers (`user_id`) of a one-off message's segment (docs/product.md, "Automations"). */
export function segmentOf(segment: Segment, day: RunDay): SQL {
  switch (segment) {
    case 'everyone':
      return customersOf(day.storeId);
    case 'lapsed':
      return sql`
        select user_id from (${rhythm(day)}) r
        where case when visits >= 3 and median_gap > 0
          then (${day.today}::date - last_d) > 2 * median_gap
          else (${day.today}::date - last_d) > ${LAPSED_DAYS} end`;
    case 'near_reward':
      return sql`
        select distinct cc.user_id
        from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
        where rc.store_id = ${day.storeId} and rc.active and ${NEAR}`;
    case 'top_visitors':
      return sql`
        select user_id from (
          select user_id, row_number() over (order by visits desc, user_id) as place,
            count(*) over () as everyone
          from (
            select user_id, count(*) as visits from (${visitDays(day)}) v
            where d > ${day.today}::date - 365
            group by user_id
          ) y
        ) ranked
        where place <= ceil(everyone * ${TOP_VISITORS_SHARE}::numeric)`;
  }
}
