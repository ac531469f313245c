import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const ROLES = ['user', 'merchant', 'admin'] as const;
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export const GENDERS = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;

export type Role = (typeof ROLES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type Gender = (typeof GENDERS)[number];

/**
 * Every account: customers (`user`), merchants and admins. Emails and usernames are stored
 * lower-cased (a check constraint holds the code to it), so a plain unique index makes them unique
 * whatever case people type. `token_version` is the `ver` claim of access tokens: bumping it ends
 * every access token of the account at once.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_unique'),
    username: text('username').notNull().unique('users_username_unique'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roleId: text('role_id', { enum: ROLES }).notNull().default('user'),
    avatarUrl: text('avatar_url'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    emailVerified: boolean('email_verified').notNull().default(false),
    // The opaque token a customer's personal QR code encodes; rotating it voids the printed code.
    qrCode: text('qr_code').notNull().unique('users_qr_code_unique'),
    // What a cashier types when the camera cannot read the QR code: 8 Crockford base32 characters,
    // upper case, without the dash it is shown with; rotated with `qr_code` (docs/product.md,
    // "Finding a customer"). NOT NULL in the database: declared nullable here only so the generated
    // ADD COLUMN runs on a filled table before the migration's hand-written backfill sets it.
    shortCode: text('short_code').unique('users_short_code_unique'),
    // E.164, set by the customer on their profile; shops find them by it only while
    // `phone_findable` is true (docs/product.md, "Finding a customer").
    phone: text('phone'),
    phoneFindable: boolean('phone_findable').notNull().default(false),
    // IANA name the browser reports; quiet hours for push are read in it (docs/product.md,
    // "Automations"). Null: the shop's time zone.
    timeZone: text('time_zone'),
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_username_lower_case', sql`${table.username} = lower(${table.username})`),
    check('users_role_id_valid', sql`${table.roleId} in ('user', 'merchant', 'admin')`),
    check('users_status_valid', sql`${table.status} in ('active', 'suspended')`),
    check(
      'users_gender_valid',
      sql`${table.gender} in ('female', 'male', 'non_binary', 'prefer_not_to_say')`,
    ),
    index('users_role_id_idx').on(table.roleId),
    // The counter's phone lookup reads only the numbers their owners let shops find, and one
    // number finds one customer: two accounts cannot both be found by it.
    uniqueIndex('users_findable_phone_unique')
      .on(table.phone)
      .where(sql`${table.phoneFindable}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
