import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { merchants } from './merchants';

const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūçñýÿ';
const PLAIN = 'aaaaaaaeeeeeiiiiioooooouuuuucnyy';

/**
 * `text` in lower case without accents, as SQL: `lower` and `translate` are immutable, so a
 * generated column and an index may use it. The search term goes through the same expression.
 */
export function foldedForSearch(text: SQL): SQL {
  return sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

export const STORE_STATUSES = ['active', 'hidden'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/**
 * A merchant's store, first created from an accepted merchant request. Deleting a store hides it
 * (`hidden`) so its history stays.
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('stores_slug_unique'),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status', { enum: STORE_STATUSES }).notNull().default('active'),
    avatarUrl: text('avatar_url'),
    /**
     * How long a counter device (docs/product.md, "Counter mode") stays unlocked without a touch
     * before it asks for a PIN again.
     */
    counterIdleLockSeconds: integer('counter_idle_lock_seconds').notNull().default(120),
    /** Earned rewards expire this many days after they became ready; null: never (the default). */
    rewardExpiryDays: integer('reward_expiry_days'),
    /** Stamps expire after this many months without a visit; null: never (the default). */
    stampExpiryMonths: integer('stamp_expiry_months'),
    // Folded text the listing's search reads (docs/api.md, "Store listing"): lower case, accents
    // dropped, so "cafe" and "CAF" find "Café Luna". Computed by PostgreSQL on every write; the
    // trigram indexes on them are in the custom migration 0008 (pg_trgm).
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => foldedForSearch(sql`${stores.name}`)),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedForSearch(
          sql`${stores.name} || ' ' || ${stores.description} || ' ' || ${stores.city}`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stores_status_valid', sql`${table.status} in ('active', 'hidden')`),
    check(
      'stores_counter_idle_lock_range',
      sql`${table.counterIdleLockSeconds} between 30 and 3600`,
    ),
    check('stores_reward_expiry_days_range', sql`${table.rewardExpiryDays} between 1 and 3650`),
    check('stores_stamp_expiry_months_range', sql`${table.stampExpiryMonths} between 1 and 60`),
    index('stores_merchant_id_idx').on(table.merchantId),
    index('stores_category_id_idx').on(table.categoryId),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
