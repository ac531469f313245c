import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { stores } from './stores';
import { users } from './users';

/**
 * A shared device signed in to one branch as the store's counter (docs/product.md, "Counter
 * mode"). The device holds a secret token, stored here as its SHA-256 like every other token;
 * cashiers unlock it with their PIN. Signing a device out deletes its row, which ends every
 * counter session opened on it at their next request.
 */
export const counterDevices = pgTable(
  'counter_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('counter_devices_token_hash_unique'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last unlock on the device: when it was last used at the counter. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('counter_devices_store_id_idx').on(table.storeId)],
);

export type CounterDeviceRow = typeof counterDevices.$inferSelect;
export type NewCounterDeviceRow = typeof counterDevices.$inferInsert;
