import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  branches,
  categories,
  foldedForSearch,
  merchants,
  stores,
  storeListingVersion,
  type CategoryRow,
  type StoreRow,
} from '../db/schema';
import { hasPlanInService, nextPlanEndAfter, type SqlTime } from './plans-in-service';
import { isUuid } from '../contract/formats';

export interface PublicStoreQuery {
  /** The time of the request: which plans are in service (docs/product.md, "Without an active plan"). */
  now: Date;
  search?: string;
  /** A category slug or id. */
  category?: string;
  city?: string;
  offset: number;
  limit: number;
}

export interface StoreWithCategory {
  store: StoreRow;
  category: CategoryRow | null;
  /** Its branches that are not deleted. */
  branchesCount: number;
  /** The merchant's brand logo, shown for a store without its own. */
  brandLogoUrl: string | null;
}

/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * What the public listing shows at `at`: active stores of verified merchants whose account is
 * active and whose plan is in service (docs/product.md, "Without an active plan").
 */
export function publiclyListed(at: SqlTime) {
  return and(
    eq(stores.status, 'active'),
    eq(merchants.verificationStatus, 'verified'),
    eq(merchants.status, 'active'),
    hasPlanInService(merchants.id, at),
  );
}

/** The time of a prepared listing query: an ISO string (`Date`s do not survive every driver). */
const NOW = sql.placeholder('now');

/** Which filters a query uses: the SQL differs only by these, the values are parameters. */
interface Shape {
  search: boolean;
  category: 'id' | 'slug' | undefined;
  city: boolean;
}

function shapeOf(query: PublicStoreQuery): Shape {
  const category = query.category && (isUuid(query.category) ? 'id' : 'slug');
  return {
    search: Boolean(query.search),
    category: category || undefined,
    city: Boolean(query.city),
  };
}

function whereOf(shape: Shape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [publiclyListed(NOW)];
  if (shape.search) {
    // Folded text (lower case, no accents) against the folded term: the trigram index on
    // `search_text` serves it (migration 0008; docs/performance.md, "Store listing search").
    conditions.push(
      sql`${stores.searchText} like ${foldedForSearch(sql`${sql.placeholder('pattern')}`)}`,
    );
  }
  if (shape.category === 'id') conditions.push(eq(stores.categoryId, sql.placeholder('category')));
  if (shape.category === 'slug') conditions.push(eq(categories.slug, sql.placeholder('category')));
  if (shape.city) conditions.push(ilike(stores.city, sql.placeholder('city')));
  return and(...conditions);
}

/** ISO 8601 in UTC with milliseconds, as `Date.toISOString()` writes it. */
const iso = (column: SQL | typeof stores.createdAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The `store` record of docs/api.md, built by PostgreSQL as JSON: the same fields as
 * `toStoreRecord` (services/catalog/store-record.ts), which a test keeps equal to this.
 */
const STORE_JSON = sql`json_build_object(
  'id', ${stores.id}, 'merchant_id', ${stores.merchantId}, 'name', ${stores.name},
  'slug', ${stores.slug}, 'description', ${stores.description},
  'category', case when ${categories.id} is null then null
    else json_build_object('id', ${categories.id}, 'name', ${categories.name}, 'slug', ${categories.slug}) end,
  'avatar_url', coalesce(${stores.avatarUrl}, ${merchants.logoUrl}),
  'phone', ${stores.phone}, 'email', ${stores.email}, 'website', ${stores.website},
  'address_line', ${stores.addressLine}, 'city', ${stores.city},
  'postal_code', ${stores.postalCode}, 'country', ${stores.country},
  'latitude', ${stores.latitude}, 'longitude', ${stores.longitude}, 'status', ${stores.status},
  'branches_count', (select count(*) from ${branches} where ${branches.storeId} = ${stores.id} and ${branches.deletedAt} is null),
  'created_at', ${iso(sql`${stores.createdAt}`)}, 'updated_at', ${iso(sql`${stores.updatedAt}`)})`;

/**
 * One page of the listing, as the JSON text of its `items`, and the number of stores it pages
 * through, in one query: the total is `count(*) over ()`, counted before the offset and limit.
 * PostgreSQL writes the records: parsing some 400 values per page in JavaScript, mapping them and
 * serialising them again cost more than the query (docs/performance.md, "Store listing search").
 * Prepared: Drizzle building this SQL cost more than PostgreSQL running it ("API throughput").
 */
function preparePage(db: Database, shape: Shape, name: string) {
  // With a search: names that start with the term, then names that contain it, then the rest
  // (the term is in the description or the city); by name within each.
  const relevance = shape.search
    ? [
        sql`case when ${stores.searchName} like ${foldedForSearch(sql`${sql.placeholder('prefix')}`)} then 0
          when ${stores.searchName} like ${foldedForSearch(sql`${sql.placeholder('pattern')}`)} then 1
          else 2 end`,
      ]
    : [];
  const order = sql.join([...relevance, sql`${stores.name}`, sql`${stores.id}`], sql`, `);
  // The page first, as ids: the records are built for its rows only, never for every match.
  const page = db
    .select({
      id: sql<string>`${stores.id}`.as('page_id'),
      position: sql`row_number() over (order by ${order})`.as('position'),
      total: sql`count(*) over ()`.as('total'),
    })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .where(whereOf(shape))
    .orderBy(...relevance, asc(stores.name), asc(stores.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  return db
    .select({
      items: sql<string>`coalesce(json_agg(${STORE_JSON} order by ${page.position}), '[]')::text`,
      total: sql<number>`coalesce(max(${page.total}), 0)`.mapWith(Number),
      // The listing's version in the same snapshot as the rows: what this answer may be kept under
      // (services/catalog/public-listing.ts).
      version:
        sql<number>`(select ${storeListingVersion.version} from ${storeListingVersion} where ${storeListingVersion.id} = 1)`.mapWith(
          Number,
        ),
      // Until when the answer holds if nothing is written: the next plan to end by the clock.
      validUntil: sql<string | null>`${iso(nextPlanEndAfter(NOW))}`,
    })
    .from(page)
    .innerJoin(stores, eq(stores.id, page.id))
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .prepare(name);
}

function prepareCount(db: Database, shape: Shape, name: string) {
  return db
    .select({ value: count() })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .where(whereOf(shape))
    .prepare(name);
}

/** One page of the listing, the version it was read at and until when it holds (see below). */
export interface PublicStorePage {
  itemsJson: string;
  total: number;
  version: number;
  /** The next plan end by the clock after the read (null: none), when the answer may change. */
  validUntil: Date | null;
}

/**
 * Active stores of verified, active merchants on a plan; each filter combination prepared once. Answers the
 * page's items as JSON text, ready to send.
 */
export function createPublicStorePages(db: Database) {
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  const counts = new Map<string, ReturnType<typeof prepareCount>>();

  return async function listPublic(query: PublicStoreQuery): Promise<PublicStorePage> {
    const shape = shapeOf(query);
    const key = `${shape.search ? 's' : ''}${shape.category ?? ''}${shape.city ? 'c' : ''}`;
    const values = {
      pattern: query.search && `%${likeEscaped(query.search)}%`,
      prefix: query.search && `${likeEscaped(query.search)}%`,
      category: query.category,
      city: query.city && likeEscaped(query.city),
      offset: query.offset,
      limit: query.limit,
      now: query.now.toISOString(),
    };
    let page = pages.get(key);
    if (!page) pages.set(key, (page = preparePage(db, shape, `stores_public_json_${key}`)));
    const [found] = await page.execute(values);
    const itemsJson = found?.items ?? '[]';
    // Without the version's row (the migration inserts it), no answer is ever kept.
    const version = found?.version ?? -1;
    const validUntil = found?.validUntil ? new Date(found.validUntil) : null;
    if (found && found.total > 0) return { itemsJson, total: found.total, version, validUntil };
    if (query.offset === 0) return { itemsJson, total: 0, version, validUntil };
    // Past the last page no row carries the total: count it.
    let total = counts.get(key);
    if (!total) counts.set(key, (total = prepareCount(db, shape, `stores_public_count_${key}`)));
    const [counted] = await total.execute(values);
    // Counted in a second statement: a change between the two may have moved the total, so this
    // answer is kept under no version (it is read again next time).
    return { itemsJson, total: counted?.value ?? 0, version: -1, validUntil: null };
  };
}
