import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './users';

export const STAFF_ROLES = ['manager', 'cashier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_STATUSES = ['invited', 'active'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * The people who work at a store besides its owner (docs/product.md, "Staff"). A row is an
 * invitation until its invitee accepts (`user_id` set, `status` active). Revoking a person or
 * withdrawing an invitation deletes the row; the interactions they made keep their name
 * (`interactions.staff_name`). One row per store and email, whatever the status, so two invitations
 * of the same address cannot both be made.
 */
export const storeStaff = pgTable(
  'store_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Null until the invitation is accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, lower-cased; the accepting account's email must be this one. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The branches a cashier may work at; empty means every branch of the store. */
    branchIds: uuid('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('invited'),
    /** SHA-256 of the invitation's token; null once accepted (the link works once). */
    inviteTokenHash: text('invite_token_hash'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the invitation ends (7 days after it was sent); null once accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The counter PIN's hash (docs/product.md, "Counter mode"); null until the person sets one. */
    pinHash: text('pin_hash'),
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
  },
  (table) => [
    unique('store_staff_store_email_unique').on(table.storeId, table.email),
    // One place per person and store: a second invitation accepted by the same account is refused.
    unique('store_staff_store_user_unique').on(table.storeId, table.userId),
    check('store_staff_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('store_staff_role_valid', sql`${table.role} in ('manager', 'cashier')`),
    check('store_staff_status_valid', sql`${table.status} in ('invited', 'active')`),
    index('store_staff_user_id_idx').on(table.userId),
    index('store_staff_invite_token_hash_idx').on(table.inviteTokenHash),
  ],
);

export type StoreStaffRow = typeof storeStaff.$inferSelect;
export type NewStoreStaffRow = typeof storeStaff.$inferInsert;
