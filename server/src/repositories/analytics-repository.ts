import { sql, type SQL } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { OverviewFigures } from '../contract/analytics';
import type { Database } from '../db/client';
import { rowsOf } from './raw-rows';

/**
 * Which interactions a report reads: the merchant's, optionally of one store and one branch
 * (`storeId` is the branch's store when only a branch was asked for). Callers have checked that
 * the store and branch are the merchant's.
 */
export interface AnalyticsScope {
  merchantId: string;
  storeId?: string;
  branchId?: string;
}

/** What one row of the series sums: a day, a week (from Monday) or a calendar month. */
export type SeriesBucket = 'day' | 'week' | 'month';

/** Calendar days (`YYYY-MM-DD`) read in `timeZone`, a name PostgreSQL knows. */
export interface AnalyticsPeriod {
  timeZone: string;
  from: string;
  to: string;
  previousFrom: string;
  /** The series' rows; the first starts on `from` even when its week or month began before. */
  bucket: SeriesBucket;
}

/** One interaction as the CSV export writes it. */
export interface ExportRow {
  id: string;
  /** `created_at` in UTC with microseconds: the keyset cursor. */
  cursor: string;
  /** Local date and time in the merchant's zone, without the offset. */
  local: string;
  offsetMinutes: number;
  kind: string;
  count: number;
  store: string;
  branch: string | null;
  rewardCard: string;
  customerId: string;
  undone: boolean;
}

/** One person's doings at the counter over a range (docs/product.md, "Staff"). */
export interface StaffFiguresRow {
  /** Null for the owner, and for a person no longer at the store (their name is kept). */
  staffId: string | null;
  /** Null for the owner. */
  name: string | null;
  /** The role of their latest interaction of the range; null for the owner. */
  role: 'manager' | 'cashier' | null;
  stamps: number;
  /** Stamp and redemption rows: what an undo rate is counted against. */
  actions: number;
  redeems: number;
  undos: number;
  customers: number;
}

/**
 * A visit (docs/product.md, "Analytics"): a stamp or a redemption that still counts. Undo rows and
 * undone stamps never count. The partial index `interactions_merchant_customer_visits_idx` has
 * this same predicate, so keep the two in step.
 */
const VISIT = sql.raw(`i.kind <> 'undo' and i.undone_at is null`);

function scopeOf(scope: AnalyticsScope, alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql.join(
    [
      sql`${column('merchant_id')} = ${scope.merchantId}`,
      scope.storeId ? sql`${column('store_id')} = ${scope.storeId}` : undefined,
      scope.branchId ? sql`${column('branch_id')} = ${scope.branchId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * Rows of a raw statement. Both drivers answer `{ rows }` (PGlite's Results, node-postgres'
 * QueryResult), but Drizzle types the raw result by driver, so it is read here once.
 */
/**
 * Every figure of `GET /analytics/overview` in one statement (docs/performance.md, "Analytics",
 * which runs it under EXPLAIN ANALYZE). Days are the merchant's: `created_at at time zone` the
 * zone, and the range's bounds are its local midnights, so the indexes on `created_at` serve it.
 */
export function overviewStatement(scope: AnalyticsScope, period: AnalyticsPeriod): SQL {
  const { timeZone: tz, from, to, previousFrom, bucket } = period;
  const inScope = scopeOf(scope, 'i');
  const cardScope = sql.join(
    [
      sql`rc.merchant_id = ${scope.merchantId}`,
      scope.storeId ? sql`rc.store_id = ${scope.storeId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  return sql`
    with bounds as (
      select ${previousFrom}::date::timestamp at time zone ${tz} as previous_start,
             (${to}::date + 1)::timestamp at time zone ${tz} as range_end
    ),
    -- One pass over the visits of both periods, grouped four ways at once: by customer and day
    -- (both periods), and by branch, card and hour of the week (the range only: the previous
    -- period's rows carry nulls there, dropped below).
    grouped as (
      select v.customer_id, v.day, v.branch_id, v.reward_card_id, v.weekday, v.hour,
             grouping(v.customer_id, v.day) = 0 as by_customer_day,
             grouping(v.branch_id) = 0 as by_branch,
             grouping(v.reward_card_id) = 0 as by_card,
             grouping(v.weekday, v.hour) = 0 as by_hour,
             count(*) as scans,
             coalesce(sum(v.count) filter (where v.kind = 'stamp'), 0) as stamps,
             count(*) filter (where v.kind = 'redeem') as redemptions
      from (
        select i.customer_id, i.kind, i.count, l.day,
               case when l.day >= ${from}::date then i.branch_id end as branch_id,
               case when l.day >= ${from}::date then i.reward_card_id end as reward_card_id,
               case when l.day >= ${from}::date
                 then extract(isodow from l.local_at)::int - 1 end as weekday,
               case when l.day >= ${from}::date then extract(hour from l.local_at)::int end as hour
        from interactions i
        cross join bounds b
        cross join lateral (
          select i.created_at at time zone ${tz} as local_at,
                 (i.created_at at time zone ${tz})::date as day
        ) l
        where ${inScope} and ${VISIT}
          and i.created_at >= b.previous_start and i.created_at < b.range_end
      ) v
      group by grouping sets ((v.customer_id, v.day), (v.branch_id), (v.reward_card_id),
                              (v.weekday, v.hour))
    ),
    customer_days as (
      select customer_id, day, scans, stamps, redemptions, day >= ${from}::date as in_range
      from grouped where by_customer_day
    ),
    -- Each visiting customer's first visit in scope, all time: one probe of the visits index each.
    customers as (
      select c.*, (f.first_at at time zone ${tz})::date as first_day
      from (
        select customer_id, bool_or(in_range) as in_range, bool_or(not in_range) as in_previous,
               max(day) as last_day
        from customer_days group by customer_id
      ) c
      cross join bounds b
      cross join lateral (
        select min(i.created_at) as first_at
        from interactions i
        where ${inScope} and ${VISIT}
          and i.customer_id = c.customer_id and i.created_at < b.range_end
      ) f
    ),
    -- Each day of the range and the first day of its bucket, clipped to the range: a bucket is a
    -- period of its own, read with the range's definitions (docs/product.md, "Figures").
    buckets as (
      select s.day, greatest(date_trunc(${bucket}, s.day::timestamp)::date, ${from}::date) as start
      from (select generate_series(${from}::date::timestamp, ${to}::date::timestamp,
            interval '1 day')::date as day) s
    ),
    -- Each visit day of the range with the same customer's visit day before it in the range: one
    -- sort, read by the gaps and by the buckets.
    visit_days as (
      select customer_id, day, scans, stamps, redemptions,
             lag(day) over (partition by customer_id order by day) as previous_day
      from customer_days where in_range
    ),
    -- A customer once a bucket, however many days of it they came (the day of theirs with no
    -- earlier one in the bucket): new if their first visit is inside it, returning if it was
    -- before it.
    bucketed as (
      select b.start, sum(v.scans) as scans, sum(v.stamps) as stamps,
             sum(v.redemptions) as redemptions,
             count(*) filter (where (v.previous_day is null or v.previous_day < b.start)
                                and c.first_day >= b.start) as new_customers,
             count(*) filter (where (v.previous_day is null or v.previous_day < b.start)
                                and c.first_day < b.start) as returning_customers
      from visit_days v
      join customers c using (customer_id)
      join buckets b on b.day = v.day
      group by b.start
    ),
    sums as (
      select in_range, sum(scans) as scans, sum(stamps) as stamps,
             sum(redemptions) as redemptions
      from customer_days group by in_range
    ),
    people as (
      select count(*) filter (where in_range and first_day >= ${from}::date) as new_in_range,
             count(*) filter (where in_range and first_day < ${from}::date) as returning_in_range,
             count(*) filter (where in_previous and first_day >= ${previousFrom}::date)
               as new_in_previous,
             count(*) filter (where in_previous and first_day < ${previousFrom}::date)
               as returning_in_previous,
             count(*) filter (where in_range) as visitors,
             count(*) filter (where in_range and first_day < last_day) as repeat_visitors
      from customers
    ),
    cohort_members as (
      select customer_id, date_trunc('month', first_day::timestamp)::date as month
      from customers where in_range and first_day >= ${from}::date
    ),
    active_months as (
      select distinct customer_id, date_trunc('month', day::timestamp)::date as month
      from customer_days where in_range
    ),
    periods as (
      select p.in_range, json_build_object(
               'scans', coalesce(s.scans, 0), 'stamps', coalesce(s.stamps, 0),
               'redemptions', coalesce(s.redemptions, 0),
               'new_customers', case when p.in_range then pe.new_in_range
                 else pe.new_in_previous end,
               'returning_customers', case when p.in_range then pe.returning_in_range
                 else pe.returning_in_previous end) as figures
      from (values (true), (false)) p (in_range)
      cross join people pe
      left join sums s on s.in_range = p.in_range
    )
    select json_build_object(
      'totals', (select figures from periods where in_range),
      'previous_totals', (select figures from periods where not in_range),
      'series', (select json_agg(json_build_object(
          'date', to_char(s.start, 'YYYY-MM-DD'),
          'scans', coalesce(d.scans, 0), 'stamps', coalesce(d.stamps, 0),
          'redemptions', coalesce(d.redemptions, 0),
          'new_customers', coalesce(d.new_customers, 0),
          'returning_customers', coalesce(d.returning_customers, 0)) order by s.start)
        from (select distinct start from buckets) s
        left join bucketed d on d.start = s.start),
      'repeat_visit_rate', (select case when visitors = 0 then null
          else repeat_visitors::float8 / visitors end from people),
      'median_days_between_visits', (select percentile_cont(0.5)
          within group (order by day - previous_day)
        from visit_days where previous_day is not null),
      -- Rewards earned and not redeemed: a card's full rounds (docs/product.md, "Figures"), so
      -- stamps waiting past a full card count once they fill the next one. Integer division of
      -- counts that are never negative is the floor.
      'rewards_outstanding', (select coalesce(sum(cc.stamps / rc.stamps_required), 0)
        from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
        where ${cardScope}),
      'top_branches', (select coalesce(json_agg(t), '[]') from (
        select g.branch_id, br.name, st.name as store_name, g.scans, g.stamps
        from grouped g join branches br on br.id = g.branch_id
        join stores st on st.id = br.store_id
        where g.by_branch
        order by g.scans desc, g.stamps desc, br.name limit 5) t),
      'top_reward_cards', (select coalesce(json_agg(t), '[]') from (
        select g.reward_card_id, rc.title, st.name as store_name, g.stamps, g.redemptions
        from grouped g join reward_cards rc on rc.id = g.reward_card_id
        join stores st on st.id = rc.store_id
        where g.by_card
        order by g.stamps desc, g.redemptions desc, rc.title limit 5) t),
      'busiest_hours', (select coalesce(json_agg(t order by weekday, hour), '[]') from (
        select weekday, hour, scans from grouped
        where by_hour and weekday is not null) t),
      'cohort_sizes', (select coalesce(json_agg(t order by month), '[]') from (
        select to_char(month, 'YYYY-MM-DD') as month, count(*) as customers
        from cohort_members group by month) t),
      'cohort_cells', (select coalesce(json_agg(t), '[]') from (
        select to_char(cm.month, 'YYYY-MM-DD') as month,
               to_char(am.month, 'YYYY-MM-DD') as visit_month,
               count(*) as customers
        from cohort_members cm
        join active_months am on am.customer_id = cm.customer_id and am.month > cm.month
        group by cm.month, am.month) t)
    )::text as overview`;
}

/** The SQL of the analytics reports, over `interactions` and the tables it names. */
export function createAnalyticsRepository(db: Database) {
  return {
    /**
     * Per person: the stamps, redemptions and undos each made in the range and the distinct
     * customers they served. A person is their staff row, or, once removed from the store, the
     * name their interactions kept; the owner's own are the rows without a name.
     */
    async staffFigures(
      scope: AnalyticsScope,
      period: Pick<AnalyticsPeriod, 'timeZone' | 'from' | 'to'>,
    ): Promise<{ people: StaffFiguresRow[]; customers: number }> {
      const { timeZone: tz, from, to } = period;
      const inRange = sql`${scopeOf(scope, 'i')}
          and i.created_at >= ${from}::date::timestamp at time zone ${tz}
          and i.created_at < (${to}::date + 1)::timestamp at time zone ${tz}`;
      // The store's distinct customers: one served by two people counts once.
      const [all] = await rowsOf<{ customers: number }>(
        db,
        sql`select (count(distinct i.customer_id) filter (where i.kind <> 'undo'))::int as customers
            from interactions i where ${inRange}`,
      );
      const people = await rowsOf<StaffFiguresRow>(
        db,
        sql`
        select (array_agg(i.staff_id::text))[1] as "staffId",
               (array_agg(i.staff_name order by i.created_at desc))[1] as name,
               (array_agg(i.staff_role order by i.created_at desc))[1] as role,
               coalesce(sum(i.count) filter (where i.kind = 'stamp'), 0)::int as stamps,
               (count(*) filter (where i.kind <> 'undo'))::int as actions,
               (count(*) filter (where i.kind = 'redeem'))::int as redeems,
               (count(*) filter (where i.kind = 'undo'))::int as undos,
               (count(distinct i.customer_id) filter (where i.kind <> 'undo'))::int as customers
        from interactions i
        where ${inRange}
        group by coalesce(i.staff_id::text, 'name:' || i.staff_name, 'owner')
        order by stamps desc, name nulls first, "staffId" nulls last`,
      );
      return { people, customers: all?.customers ?? 0 };
    },

    async overview(scope: AnalyticsScope, period: AnalyticsPeriod): Promise<OverviewFigures> {
      // A year of a busy store sorts a few hundred thousand rows: with PostgreSQL's default 4 MB
      // they spill to disk (docs/performance.md, "Analytics"). `set local` ends with the
      // transaction, so the pool's other work keeps the default.
      const [row] = await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        return rowsOf<{ overview: string }>(tx, overviewStatement(scope, period));
      });
      if (!row) throw new Error('the analytics overview answered no row');
      // Checked against the contract's shape, not cast: a renamed key in the SQL fails here, loudly.
      const figures: unknown = JSON.parse(row.overview);
      if (!Value.Check(OverviewFigures, figures)) {
        const [first] = Value.Errors(OverviewFigures, figures);
        throw new Error(
          `the analytics overview does not have its shape: ${first?.path} ${first?.message}`,
        );
      }
      return figures;
    },

    /**
     * One page of the CSV export, oldest first, after the keyset `after` (the last row of the
     * previous page): pages of a fixed size keep the memory flat however long the range.
     */
    async exportPage(
      scope: AnalyticsScope,
      period: Omit<AnalyticsPeriod, 'previousFrom' | 'bucket'>,
      after: { cursor: string; id: string } | undefined,
      limit: number,
    ): Promise<ExportRow[]> {
      const { timeZone: tz, from, to } = period;
      const keyset = after
        ? sql`and (i.created_at, i.id) > (${after.cursor}::timestamptz, ${after.id}::uuid)`
        : sql``;
      return rowsOf<ExportRow>(
        db,
        sql`
        select i.id::text as id,
               to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
               to_char(i.created_at at time zone ${tz}, 'YYYY-MM-DD"T"HH24:MI:SS.MS') as local,
               (extract(epoch from (i.created_at at time zone ${tz})
                 - (i.created_at at time zone 'UTC')) / 60)::int as "offsetMinutes",
               i.kind, i.count, st.name as store, br.name as branch,
               rc.title as "rewardCard", i.customer_id::text as "customerId",
               (i.undone_at is not null) as undone
        from interactions i
        join stores st on st.id = i.store_id
        join reward_cards rc on rc.id = i.reward_card_id
        left join branches br on br.id = i.branch_id
        where ${scopeOf(scope, 'i')}
          and i.created_at >= ${from}::date::timestamp at time zone ${tz}
          and i.created_at < (${to}::date + 1)::timestamp at time zone ${tz}
          ${keyset}
        order by i.created_at, i.id
        limit ${limit}`,
      );
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
