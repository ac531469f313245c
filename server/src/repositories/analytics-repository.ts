import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

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

/** Calendar days (`YYYY-MM-DD`) read in `timeZone`, a name PostgreSQL knows. */
export interface AnalyticsPeriod {
  timeZone: string;
  from: string;
  to: string;
  previousFrom: string;
}

export interface DayFigures {
  date: string;
  scans: number;
  stamps: number;
  redemptions: number;
  new_customers: number;
  returning_customers: number;
}
export type Figures = Omit<DayFigures, 'date'>;

/** What one overview query answers; the service shapes cohorts from its cells. */
export interface OverviewFigures {
  totals: Figures;
  previous_totals: Figures;
  series: DayFigures[];
  repeat_visit_rate: number | null;
  median_days_between_visits: number | null;
  rewards_outstanding: number;
  top_branches: {
    branch_id: string;
    name: string;
    store_name: string;
    scans: number;
    stamps: number;
  }[];
  top_reward_cards: {
    reward_card_id: string;
    title: string;
    store_name: string;
    stamps: number;
    redemptions: number;
  }[];
  busiest_hours: { weekday: number; hour: number; scans: number }[];
  /** Cohort months (`YYYY-MM-01`) and their sizes; `cells` counts visitors by later month. */
  cohort_sizes: { month: string; customers: number }[];
  cohort_cells: { month: string; visit_month: string; customers: number }[];
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
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The SQL of the analytics reports, over `interactions` and the tables it names. */
export function createAnalyticsRepository(db: Database) {
  return {
    /**
     * Every figure of `GET /analytics/overview` in one statement (docs/performance.md,
     * "Analytics"). Days are the merchant's: `created_at at time zone` the zone, and the
     * range's bounds are its local midnights, so the indexes on `created_at` serve the range.
     */
    async overview(scope: AnalyticsScope, period: AnalyticsPeriod): Promise<OverviewFigures> {
      const { timeZone: tz, from, to, previousFrom } = period;
      const inScope = scopeOf(scope, 'i');
      const cardScope = sql.join(
        [
          sql`rc.merchant_id = ${scope.merchantId}`,
          scope.storeId ? sql`rc.store_id = ${scope.storeId}` : undefined,
        ].filter((part): part is SQL => part !== undefined),
        sql` and `,
      );
      const [row] = await rowsOf<{ overview: string }>(
        db,
        sql`
        with bounds as (
          select ${previousFrom}::date::timestamp at time zone ${tz} as previous_start,
                 (${to}::date + 1)::timestamp at time zone ${tz} as range_end
        ),
        visits as (
          select i.customer_id, i.kind, i.count, i.branch_id, i.reward_card_id,
                 (i.created_at at time zone ${tz}) as local_at,
                 (i.created_at at time zone ${tz})::date as day
          from interactions i, bounds b
          where ${inScope} and ${VISIT}
            and i.created_at >= b.previous_start and i.created_at < b.range_end
        ),
        -- Each visiting customer's first visit in scope (all time) and last one up to the range's
        -- end: two probes of the visits index per customer.
        customers as (
          select c.customer_id,
                 (f.first_at at time zone ${tz})::date as first_day,
                 (f.last_at at time zone ${tz})::date as last_day
          from (select distinct customer_id from visits) c
          cross join bounds b
          cross join lateral (
            select min(i.created_at) as first_at, max(i.created_at) as last_at
            from interactions i
            where ${inScope} and ${VISIT}
              and i.customer_id = c.customer_id and i.created_at < b.range_end
          ) f
        ),
        marked as (
          select v.*, c.first_day, v.day >= ${from}::date as in_range
          from visits v join customers c using (customer_id)
        ),
        totals as (
          select in_range,
                 count(*) as scans,
                 coalesce(sum(count) filter (where kind = 'stamp'), 0) as stamps,
                 count(*) filter (where kind = 'redeem') as redemptions,
                 count(distinct customer_id) filter (where first_day >= (case when in_range
                   then ${from}::date else ${previousFrom}::date end)) as new_customers,
                 count(distinct customer_id) filter (where first_day < (case when in_range
                   then ${from}::date else ${previousFrom}::date end)) as returning_customers
          from marked group by in_range
        ),
        daily as (
          select day,
                 count(*) as scans,
                 coalesce(sum(count) filter (where kind = 'stamp'), 0) as stamps,
                 count(*) filter (where kind = 'redeem') as redemptions,
                 count(distinct customer_id) filter (where first_day = day) as new_customers,
                 count(distinct customer_id) filter (where first_day < day) as returning_customers
          from marked where in_range group by day
        ),
        range_customers as (
          select c.* from customers c
          where exists (select 1 from marked m where m.customer_id = c.customer_id and m.in_range)
        ),
        gaps as (
          select day - lag(day) over (partition by customer_id order by day) as gap
          from (select distinct customer_id, day from marked where in_range) d
        ),
        cohort_members as (
          select customer_id, date_trunc('month', first_day::timestamp)::date as month
          from range_customers where first_day >= ${from}::date
        ),
        active_months as (
          select distinct customer_id, date_trunc('month', day::timestamp)::date as month
          from marked where in_range
        ),
        periods as (
          select p.in_range, json_build_object(
                   'scans', coalesce(t.scans, 0), 'stamps', coalesce(t.stamps, 0),
                   'redemptions', coalesce(t.redemptions, 0),
                   'new_customers', coalesce(t.new_customers, 0),
                   'returning_customers', coalesce(t.returning_customers, 0)) as figures
          from (values (true), (false)) p (in_range)
          left join totals t on t.in_range = p.in_range
        )
        select json_build_object(
          'totals', (select figures from periods where in_range),
          'previous_totals', (select figures from periods where not in_range),
          'series', (select json_agg(json_build_object(
              'date', to_char(s.day, 'YYYY-MM-DD'),
              'scans', coalesce(d.scans, 0), 'stamps', coalesce(d.stamps, 0),
              'redemptions', coalesce(d.redemptions, 0),
              'new_customers', coalesce(d.new_customers, 0),
              'returning_customers', coalesce(d.returning_customers, 0)) order by s.day)
            from (select generate_series(${from}::date::timestamp, ${to}::date::timestamp,
                  interval '1 day')::date as day) s
            left join daily d on d.day = s.day),
          'repeat_visit_rate', (select case when count(*) = 0 then null
              else (count(*) filter (where last_day > first_day))::float8 / count(*) end
            from range_customers),
          'median_days_between_visits', (select percentile_cont(0.5) within group (order by gap)
            from gaps where gap is not null),
          'rewards_outstanding', (select coalesce(sum(cc.stamps), 0)
            from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
            where ${cardScope}),
          'top_branches', (select coalesce(json_agg(t), '[]') from (
            select m.branch_id, br.name, st.name as store_name, count(*) as scans,
                   coalesce(sum(m.count) filter (where m.kind = 'stamp'), 0) as stamps
            from marked m join branches br on br.id = m.branch_id
            join stores st on st.id = br.store_id
            where m.in_range group by m.branch_id, br.name, st.name
            order by scans desc, stamps desc, br.name limit 5) t),
          'top_reward_cards', (select coalesce(json_agg(t), '[]') from (
            select m.reward_card_id, rc.title, st.name as store_name,
                   coalesce(sum(m.count) filter (where m.kind = 'stamp'), 0) as stamps,
                   count(*) filter (where m.kind = 'redeem') as redemptions
            from marked m join reward_cards rc on rc.id = m.reward_card_id
            join stores st on st.id = rc.store_id
            where m.in_range group by m.reward_card_id, rc.title, st.name
            order by stamps desc, redemptions desc, rc.title limit 5) t),
          'busiest_hours', (select coalesce(json_agg(t order by weekday, hour), '[]') from (
            select extract(isodow from local_at)::int - 1 as weekday,
                   extract(hour from local_at)::int as hour, count(*) as scans
            from marked where in_range group by 1, 2) t),
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
        )::text as overview`,
      );
      if (!row) throw new Error('the analytics overview answered no row');
      return JSON.parse(row.overview) as OverviewFigures;
    },

    /**
     * One page of the CSV export, oldest first, after the keyset `after` (the last row of the
     * previous page): pages of a fixed size keep the memory flat however long the range.
     */
    async exportPage(
      scope: AnalyticsScope,
      period: Omit<AnalyticsPeriod, 'previousFrom'>,
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
