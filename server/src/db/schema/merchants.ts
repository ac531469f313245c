import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES, users } from './users';

export const BUSINESS_TYPES = ['individual', 'company'] as const;
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The business side of a `merchant` account, one per user. `verification_status` turns `verified`
 * when an admin accepts the merchant's request (merchant-requests issue).
 */
export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique('merchants_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull().default('individual'),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES })
      .notNull()
      .default('pending'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** The brand logo (`POST /stores/me/avatar` without `store_id`); a store's own logo wins. */
    logoUrl: text('logo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('merchants_business_type_valid', sql`${table.businessType} in ('individual', 'company')`),
    check(
      'merchants_verification_status_valid',
      sql`${table.verificationStatus} in ('pending', 'verified', 'rejected')`,
    ),
    check('merchants_status_valid', sql`${table.status} in ('active', 'suspended')`),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchantRow = typeof merchants.$inferInsert;
