import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { merchants } from './merchants';
import { STAFF_ROLES, storeStaff } from './store-staff';
import { stores } from './stores';
import { users } from './users';

/**
 * A store's loyalty program. Deleting one deactivates it (`active` false) so customers' cards and
 * the interactions keep their history (docs/product.md, "Reward cards").
 */
export const rewardCards = pgTable(
  'reward_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    stampsRequired: integer('stamps_required').notNull(),
    rewardDescription: text('reward_description').notNull(),
    active: boolean('active').notNull().default(true),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reward_cards_stamps_required_valid', sql`${table.stampsRequired} between 1 and 50`),
    index('reward_cards_store_id_idx').on(table.storeId),
    index('reward_cards_merchant_id_idx').on(table.merchantId),
  ],
);

export type RewardCardRow = typeof rewardCards.$inferSelect;
export type NewRewardCardRow = typeof rewardCards.$inferInsert;

/**
 * One customer's progress on one reward card. Unique per card and customer, so the first stamp
 * creates it with INSERT ... ON CONFLICT whatever requests race; stamping locks this row.
 * `rewards_earned` is not stored: it is `rewards_redeemed` plus the rewards the stamps now cover.
 */
export const customerCards = pgTable(
  'customer_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardCardId: uuid('reward_card_id')
      .notNull()
      .references(() => rewardCards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stamps: integer('stamps').notNull().default(0),
    rewardsRedeemed: integer('rewards_redeemed').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** When the card last reached a ready reward: a store's reward expiry counts from it. */
    rewardReadyAt: timestamp('reward_ready_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('customer_cards_card_user_unique').on(table.rewardCardId, table.userId),
    check(
      'customer_cards_counts_valid',
      sql`${table.stamps} >= 0 and ${table.rewardsRedeemed} >= 0`,
    ),
    index('customer_cards_user_id_idx').on(table.userId),
  ],
);

export type CustomerCardRow = typeof customerCards.$inferSelect;

export const INTERACTION_KINDS = ['stamp', 'redeem', 'undo'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/**
 * Every stamp, redemption and undo, as it happened (analytics reads this table). An undone stamp
 * keeps its row with `undone_at` set, and the undo is a row of its own pointing at it.
 * A branch is only ever hidden (soft-deleted), so `branch_id` keeps pointing at where it happened.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    rewardCardId: uuid('reward_card_id')
      .notNull()
      .references(() => rewardCards.id, { onDelete: 'cascade' }),
    customerCardId: uuid('customer_card_id')
      .notNull()
      .references(() => customerCards.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who made it (docs/product.md, "Staff"); null for the owner's own. */
    staffId: uuid('staff_id').references(() => storeStaff.id, { onDelete: 'set null' }),
    /** Their name at the time, kept when they leave the store; null for the owner. */
    staffName: text('staff_name'),
    /** Their role when they made it (per-person figures outlive the staff row); null for the owner. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: INTERACTION_KINDS }).notNull(),
    count: integer('count').notNull(),
    /** On a stamp: how many of `count` an offer added (docs/product.md, "Automations"). */
    bonus: integer('bonus').notNull().default(0),
    /** On a stamp: when it was undone. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** On an undo: the stamp it took back. */
    undoesId: uuid('undoes_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('interactions_kind_valid', sql`${table.kind} in ('stamp', 'redeem', 'undo')`),
    // A stamp with an offer's bonus stamps (a whole reward's worth) can pass 50.
    check('interactions_count_valid', sql`${table.count} between 1 and 1000`),
    check('interactions_bonus_valid', sql`${table.bonus} between 0 and ${table.count}`),
    index('interactions_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('interactions_store_created_idx').on(table.storeId, table.createdAt),
    // Analytics' first visits (docs/performance.md, "Analytics"): a customer's visits with the
    // merchant, oldest first. Only visits: undo rows and undone stamps never count.
    index('interactions_merchant_customer_visits_idx')
      .on(table.merchantId, table.customerId, table.createdAt)
      .where(sql`${table.kind} <> 'undo' and ${table.undoneAt} is null`),
    // The cooldown and the daily limit: this customer's stamps at this store, newest first.
    index('interactions_customer_store_created_idx').on(
      table.customerId,
      table.storeId,
      table.createdAt,
    ),
  ],
);

export type InteractionRow = typeof interactions.$inferSelect;
export type NewInteractionRow = typeof interactions.$inferInsert;

/**
 * The first answer to a request that changes a card or moves money, by merchant and
 * `Idempotency-Key`: the same key and request answers it again instead of acting twice
 * (services/idempotency/answer-once.ts). Written in the action's own transaction, so a refused or
 * failed request leaves no row and may be retried with the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /**
     * What the first request asked for (`IdempotentCall.requestHash`): another request with the
     * same key is refused. Empty for keys kept before the hash was: those replay as before.
     */
    requestHash: text('request_hash').notNull().default(''),
    /** 0 while the first request is still being handled (a call whose outcome commits later). */
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.key] })],
);

export const EXPIRY_KINDS = ['stamps', 'rewards'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/**
 * Stamps or ready rewards a store's expiry rules took off a card (docs/product.md, "Automations"),
 * apart from `interactions`: an expiry is not a visit, and the figures count visits.
 */
export const cardExpiries = pgTable(
  'card_expiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerCardId: uuid('customer_card_id')
      .notNull()
      .references(() => customerCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPIRY_KINDS }).notNull(),
    /** Stamps taken off the card. */
    stamps: integer('stamps').notNull(),
    /** When they expired: the end of the last day they were valid, in the store's time zone. */
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('card_expiries_kind_valid', sql`${table.kind} in ('stamps', 'rewards')`),
    check('card_expiries_stamps_positive', sql`${table.stamps} > 0`),
    // One expiry of a kind per moment per card: a repeated run writes nothing twice.
    unique('card_expiries_card_kind_at_unique').on(
      table.customerCardId,
      table.kind,
      table.expiredAt,
    ),
  ],
);
