import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

export const BRANCH_STATUSES = ['open', 'closed'] as const;
export type BranchStatus = (typeof BRANCH_STATUSES)[number];

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** `{ mon: [["08:00", "12:00"], ["14:00", "18:00"]] }`; a missing or empty day is closed. */
export type OpeningHours = Partial<Record<WeekDay, [string, string][]>>;

/**
 * A location of a store. `status` is the branch's own switch (a closed branch is temporarily
 * closed), not the clock. Deleting a branch sets `deleted_at`: it leaves every list and answer,
 * and the stamps given there keep their branch (docs/product.md, "Stores and branches").
 */
export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default({}),
    status: text('status', { enum: BRANCH_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('branches_status_valid', sql`${table.status} in ('open', 'closed')`),
    index('branches_store_id_idx').on(table.storeId),
  ],
);

export type BranchRow = typeof branches.$inferSelect;
export type NewBranchRow = typeof branches.$inferInsert;
