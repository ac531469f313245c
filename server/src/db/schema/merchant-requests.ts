import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { BUSINESS_TYPES, merchants } from './merchants';
import { users } from './users';

export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A merchant's application to list a store, reviewed by an admin. At most one per merchant is
 * `pending` (a partial unique index holds that even against two simultaneous submits).
 */
export const merchantRequests = pgTable(
  'merchant_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    businessName: text('business_name').notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    storeName: text('store_name').notNull(),
    description: text('description').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    website: text('website'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'merchant_requests_status_valid',
      sql`${table.status} in ('pending', 'accepted', 'rejected')`,
    ),
    index('merchant_requests_merchant_id_idx').on(table.merchantId, table.createdAt.desc()),
    index('merchant_requests_status_idx').on(table.status, table.createdAt.desc()),
    uniqueIndex('merchant_requests_one_pending')
      .on(table.merchantId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type MerchantRequestRow = typeof merchantRequests.$inferSelect;
export type NewMerchantRequestRow = typeof merchantRequests.$inferInsert;
