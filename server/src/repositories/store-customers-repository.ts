import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { foldedForSearch } from '../db/schema/stores';
import { likeEscaped } from './public-store-pages';
import { rowsOf } from './raw-rows';

/** The columns the customer list sorts by; `-` before one sorts it from the largest. */
export const CUSTOMER_SORTS = [
  'name',
  'first_visit',
  'last_visit',
  'visits',
  'stamps',
  'rewards_earned',
  'rewards_redeemed',
] as const;
export type CustomerSortColumn = (typeof CUSTOMER_SORTS)[number];
export type CustomerSort = CustomerSortColumn | `-${CustomerSortColumn}`;

/** One customer of a store with their figures there, and only there. */
export interface StoreCustomerRow {
  id: string;
  /** The first name and the last name's initial: "Ana S." (docs/product.md, "Customers"). */
  name: string;
  /** What the counter types to find them (`K7P4QX2M`); null for an account made before codes. */
  short_code: string | null;
  /** ISO UTC; null when every visit was undone. */
  first_visit: string | null;
  last_visit: string | null;
  visits: number;
  stamps: number;
  rewards_earned: number;
  rewards_redeemed: number;
  /** Only when a time zone was asked for: the visits' local times there and their offsets. */
  first_visit_local?: string | null;
  first_visit_offset?: number | null;
  last_visit_local?: string | null;
  last_visit_offset?: number | null;
}

/**
 * A search of the list: each word begins a word of the shown name, or the text is exactly the
 * customer's short code or their findable phone number (modules/customers/customer-search.ts).
 */
export interface CustomerSearch {
  words: string;
  shortCode: string | null;
  /** E.164, matched only for a customer who lets shops find them by it. */
  phone: string | null;
}

export interface CustomerListQuery {
  search?: CustomerSearch;
  sort: CustomerSort;
  offset: number;
  limit: number;
  /** The merchant's zone: the rows carry their local times too (the CSV export's). */
  timeZone?: string;
}

/** One stamp, redemption or undo of the customer at the store. */
export interface CustomerInteractionRow {
  id: string;
  kind: 'stamp' | 'redeem' | 'undo';
  count: number;
  created_at: string;
  undone: boolean;
  undoes_id: string | null;
  reward_card: { id: string; title: string };
  branch: { id: string; name: string } | null;
}

/** One of the customer's cards at the store. */
export interface CustomerCardSummaryRow {
  reward_card_id: string;
  title: string;
  active: boolean;
  stamps: number;
  stamps_required: number;
  rewards_earned: number;
  rewards_redeemed: number;
  last_activity_at: string | null;
}

const utc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The time in `timeZone` (`2030-01-07T10:30:00.250`) and its UTC offset in minutes there. */
function local(column: string, timeZone: string, name: string): SQL {
  const at = sql.raw(column);
  return sql`to_char(${at} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS.MS') as ${sql.raw(`${name}_local`)},
    (extract(epoch from (${at} at time zone ${timeZone}) - (${at} at time zone 'UTC')) / 60)::int
      as ${sql.raw(`${name}_offset`)}`;
}

/** The list's order: the column asked for, nulls (never visited) last, then the id, so pages are stable. */
function orderOf(sort: CustomerSort): SQL {
  const descending = sort.startsWith('-');
  const column = (descending ? sort.slice(1) : sort) as CustomerSortColumn;
  const expression = column === 'name' ? 'lower(p.name)' : `p.${column}`;
  return sql.raw(`${expression} ${descending ? 'desc' : 'asc'} nulls last, p.id`);
}

/**
 * The store's customers (those holding a card of it) with their figures there, in one statement:
 * the cards grouped by customer and named, the search applied to those names, then the visits of
 * the customers left grouped by customer. A visit is what analytics counts (docs/product.md,
 * "Figures"): a stamp or a redemption not undone. The whole store's visits are read through
 * `interactions_store_created_idx`; a search or one customer reads only theirs, through
 * `interactions_customer_store_created_idx` (docs/performance.md, "Customers").
 */
function customersStatement(storeId: string, customerId?: string, search?: CustomerSearch): SQL {
  const words = search?.words.trim().split(/\s+/).filter(Boolean) ?? [];
  // Each word typed begins a word of the shown name: "an s" finds "Ana S." and "Maria Ana S.".
  const matches = words.map((word) => {
    const escaped = likeEscaped(word);
    return sql`(${foldedForSearch(sql`n.name`)} like ${foldedForSearch(sql`${`${escaped}%`}`)}
      or ${foldedForSearch(sql`n.name`)} like ${foldedForSearch(sql`${`% ${escaped}%`}`)})`;
  });
  const exactly = [
    ...(search?.shortCode ? [sql`n.short_code = ${search.shortCode}`] : []),
    ...(search?.phone ? [sql`(n.phone = ${search.phone} and n.phone_findable)`] : []),
  ];
  const filter =
    matches.length > 0
      ? sql`where (${sql.join(matches, sql` and `)})${sql.join(
          exactly.map((match) => sql` or ${match}`),
          sql``,
        )}`
      : sql``;
  const narrowed = customerId !== undefined || matches.length > 0;
  return sql`
    with cards as (
      select cc.user_id,
             sum(cc.rewards_redeemed)::int as rewards_redeemed,
             -- Earned: the redeemed ones and the full rounds the stamps now cover (docs/product.md).
             sum(cc.rewards_redeemed + cc.stamps / rc.stamps_required)::int as rewards_earned
      from customer_cards cc
      join reward_cards rc on rc.id = cc.reward_card_id
      where rc.store_id = ${storeId}
        ${customerId ? sql`and cc.user_id = ${customerId}::uuid` : sql``}
      group by cc.user_id
    ),
    named as (
      select n.* from (
        select c.*, u.short_code, u.phone, u.phone_findable,
               btrim(u.first_name) || case when btrim(u.last_name) = '' then ''
                 else ' ' || upper(left(btrim(u.last_name), 1)) || '.' end as name
        from cards c
        join users u on u.id = c.user_id
      ) n
      ${filter}
    ),
    visits as (
      select i.customer_id, count(*)::int as visits,
             coalesce(sum(i.count) filter (where i.kind = 'stamp'), 0)::int as stamps,
             min(i.created_at) as first_visit, max(i.created_at) as last_visit
      from interactions i
      where i.store_id = ${storeId} and i.kind <> 'undo' and i.undone_at is null
        ${narrowed ? sql`and i.customer_id in (select user_id from named)` : sql``}
      group by i.customer_id
    ),
    chosen as (
      select n.user_id as id, n.name, n.short_code, v.first_visit, v.last_visit,
             coalesce(v.visits, 0) as visits, coalesce(v.stamps, 0) as stamps,
             n.rewards_earned, n.rewards_redeemed
      from named n
      left join visits v on v.customer_id = n.user_id
    )`;
}

function fieldsOf(timeZone: string | undefined): SQL {
  const zone = timeZone
    ? sql`, ${local('p.first_visit', timeZone, 'first_visit')},
           ${local('p.last_visit', timeZone, 'last_visit')}`
    : sql``;
  return sql`p.id::text as id, p.name, p.short_code, ${utc('p.first_visit')} as first_visit,
    ${utc('p.last_visit')} as last_visit, p.visits, p.stamps, p.rewards_earned,
    p.rewards_redeemed ${zone}`;
}

/**
 * A page of the list and the count of all that match, as one row `{ total, items }`: one statement
 * (docs/performance.md, "Customers", runs it under EXPLAIN ANALYZE).
 */
export function customerListStatement(storeId: string, query: CustomerListQuery): SQL {
  return sql`${customersStatement(storeId, undefined, query.search)}
    select (select count(*)::int from chosen) as total,
           (select coalesce(json_agg(t order by t.position), '[]') from (
              select ${fieldsOf(query.timeZone)},
                     row_number() over (order by ${orderOf(query.sort)}) as position
              from chosen p
              order by ${orderOf(query.sort)}
              limit ${query.limit} offset ${query.offset}) t) as items`;
}

/** SQL of a store's customers: reads `customer_cards`, `interactions` and `users`. */
export function createStoreCustomersRepository(db: Database) {
  return {
    /** One page of the store's customers matching `search`, and how many match in all. */
    async list(
      storeId: string,
      query: CustomerListQuery,
    ): Promise<{ rows: StoreCustomerRow[]; total: number }> {
      const [answer] = await rowsOf<{ total: number; items: StoreCustomerRow[] }>(
        db,
        customerListStatement(storeId, query),
      );
      return {
        total: answer?.total ?? 0,
        rows: (answer?.items ?? []).map(
          ({ position: _position, ...row }: StoreCustomerRow & { position?: number }) => row,
        ),
      };
    },

    /** The customer's figures at the store; undefined when they hold no card of it. */
    async find(storeId: string, customerId: string): Promise<StoreCustomerRow | undefined> {
      const [row] = await rowsOf<StoreCustomerRow>(
        db,
        sql`${customersStatement(storeId, customerId)}
        select ${fieldsOf(undefined)} from chosen p`,
      );
      return row;
    },

    /** The customer's cards of the store, the active programs first, then by title. */
    async cards(storeId: string, customerId: string): Promise<CustomerCardSummaryRow[]> {
      return rowsOf<CustomerCardSummaryRow>(
        db,
        sql`
        select rc.id::text as reward_card_id, rc.title, rc.active, cc.stamps,
               rc.stamps_required, cc.rewards_redeemed,
               cc.rewards_redeemed + cc.stamps / rc.stamps_required as rewards_earned,
               ${utc('cc.last_activity_at')} as last_activity_at
        from customer_cards cc
        join reward_cards rc on rc.id = cc.reward_card_id
        where rc.store_id = ${storeId} and cc.user_id = ${customerId}::uuid
        order by rc.active desc, rc.title, rc.id`,
      );
    },

    /** The customer's interactions at the store, newest first, one page of them. */
    async history(
      storeId: string,
      customerId: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: CustomerInteractionRow[]; total: number }> {
      const [answer] = await rowsOf<{ total: number; items: CustomerInteractionRow[] }>(
        db,
        sql`
        select (select count(*)::int from interactions i
                where i.customer_id = ${customerId}::uuid and i.store_id = ${storeId}) as total,
               (select coalesce(json_agg(t order by t.position), '[]') from (
                  select i.id::text as id, i.kind, i.count, ${utc('i.created_at')} as created_at,
                         i.undone_at is not null as undone, i.undoes_id::text as undoes_id,
                         json_build_object('id', rc.id, 'title', rc.title) as reward_card,
                         case when br.id is null then null
                           else json_build_object('id', br.id, 'name', br.name) end as branch,
                         row_number() over (order by i.created_at desc, i.id desc) as position
                  from interactions i
                  join reward_cards rc on rc.id = i.reward_card_id
                  left join branches br on br.id = i.branch_id
                  where i.customer_id = ${customerId}::uuid and i.store_id = ${storeId}
                  order by i.created_at desc, i.id desc
                  limit ${page.limit} offset ${page.offset}) t) as items`,
      );
      return {
        total: answer?.total ?? 0,
        rows: (answer?.items ?? []).map(
          ({ position: _position, ...row }: CustomerInteractionRow & { position?: number }) => row,
        ),
      };
    },
  };
}

export type StoreCustomersRepository = ReturnType<typeof createStoreCustomersRepository>;
