import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { interactions } from './reward-cards';
import { stores } from './stores';
import { users } from './users';

/** The automations a store can turn on (docs/product.md, "Automations"). */
export const AUTOMATION_KINDS = ['win_back', 'birthday', 'near_reward', 'expiry_reminder'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

/**
 * What a message offers, applied by itself on the customer's next stamp at the store: nothing,
 * `offer_stamps` bonus stamps, or a whole reward (as many bonus stamps as the stamped card needs).
 */
export const OFFER_KINDS = ['none', 'bonus_stamps', 'reward'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Who a one-off message goes to. */
export const SEGMENTS = ['everyone', 'lapsed', 'near_reward', 'top_visitors'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** The least share of eligible customers held out of every automation, so its lift can be measured. */
export const MIN_HOLDOUT_PERCENT = 5;

const offerColumns = {
  offerKind: text('offer_kind', { enum: OFFER_KINDS }).notNull().default('bonus_stamps'),
  offerStamps: integer('offer_stamps').notNull().default(1),
  /** Days the offer can be used after the message. */
  offerValidDays: integer('offer_valid_days').notNull().default(30),
};

/**
 * One automation of one store: off until the merchant turns it on. One row per store and kind,
 * written on the first save; until then the defaults apply.
 */
export const automations = pgTable(
  'automations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AUTOMATION_KINDS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    ...offerColumns,
    /** Birthday: how many days before the birthday the gift is sent (0 = on the day). */
    daysBefore: integer('days_before').notNull().default(7),
    /** One stamp away: how many days without a visit before the reminder. */
    idleDays: integer('idle_days').notNull().default(14),
    /** The share of eligible customers held out at random (nothing is sent to them). */
    holdoutPercent: integer('holdout_percent').notNull().default(10),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('automations_store_kind_unique').on(table.storeId, table.kind),
    check(
      'automations_kind_valid',
      sql`${table.kind} in ('win_back', 'birthday', 'near_reward', 'expiry_reminder')`,
    ),
    check(
      'automations_offer_kind_valid',
      sql`${table.offerKind} in ('none', 'bonus_stamps', 'reward')`,
    ),
    check('automations_offer_stamps_range', sql`${table.offerStamps} between 1 and 10`),
    check('automations_offer_valid_days_range', sql`${table.offerValidDays} between 1 and 365`),
    check('automations_days_before_range', sql`${table.daysBefore} between 0 and 30`),
    check('automations_idle_days_range', sql`${table.idleDays} between 1 and 365`),
    check(
      'automations_holdout_range',
      sql`${table.holdoutPercent} between ${sql.raw(String(MIN_HOLDOUT_PERCENT))} and 50`,
    ),
  ],
);

export type AutomationRow = typeof automations.$inferSelect;
export type NewAutomationRow = typeof automations.$inferInsert;

/** A one-off message a store sent to a segment of its customers. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    segment: text('segment', { enum: SEGMENTS }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...offerColumns,
    holdoutPercent: integer('holdout_percent').notNull().default(10),
    /** How many customers it went to (the holdout excluded), fixed when it was sent. */
    recipients: integer('recipients').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('broadcasts_store_created_idx').on(table.storeId, table.createdAt),
    check(
      'broadcasts_segment_valid',
      sql`${table.segment} in ('everyone', 'lapsed', 'near_reward', 'top_visitors')`,
    ),
    check(
      'broadcasts_offer_kind_valid',
      sql`${table.offerKind} in ('none', 'bonus_stamps', 'reward')`,
    ),
    check('broadcasts_offer_stamps_range', sql`${table.offerStamps} between 1 and 10`),
    check('broadcasts_offer_valid_days_range', sql`${table.offerValidDays} between 1 and 365`),
    check(
      'broadcasts_holdout_range',
      sql`${table.holdoutPercent} between ${sql.raw(String(MIN_HOLDOUT_PERCENT))} and 50`,
    ),
  ],
);

export type BroadcastRow = typeof broadcasts.$inferSelect;

export const MESSAGE_STATUSES = ['queued', 'sent', 'skipped', 'held_out'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * One customer chosen by one automation for one period, or by one one-off message: the unit every
 * rule counts. Unique per automation, customer and period (`period`: the lapse's last visit, the
 * birthday's year, the reminded expiry...), so a run that is repeated, or runs on two processes at
 * once, chooses each customer once: the insert's ON CONFLICT, not a check before it. Held-out
 * customers get a row too (`holdout`), and nothing is sent to them: they are the comparison.
 */
export const automationMessages = pgTable(
  'automation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    automationId: uuid('automation_id').references(() => automations.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
    /** The automation's kind, or `one_off`. */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    holdout: boolean('holdout').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    /** Why nothing was sent: opted out of every channel, the weekly or daily cap. */
    skippedReason: text('skipped_reason'),
    /** `sent`, `delivered`, `failed` or `opted_out`; null when the channel was not tried. */
    emailStatus: text('email_status'),
    /** `sent`, `delivered`, `gone`, `failed`, `opted_out` or `no_subscription`. */
    pushStatus: text('push_status'),
    /** The bonus stamps offered (null: no offer); `reward` is resolved when it is used. */
    offerKind: text('offer_kind', { enum: OFFER_KINDS }),
    offerStamps: integer('offer_stamps'),
    offerValidUntil: timestamp('offer_valid_until', { withTimezone: true }),
    offerUsedAt: timestamp('offer_used_at', { withTimezone: true }),
    /** The stamp that used the offer: undoing it gives the offer back. */
    offerInteractionId: uuid('offer_interaction_id').references(() => interactions.id, {
      onDelete: 'set null',
    }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    /** When the customer was chosen (the day's run or the one-off's send). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What the message said, as sent: subject and text, for the outbox and the customer's inbox. */
    content: jsonb('content'),
  },
  (table) => [
    check(
      'automation_messages_one_source',
      sql`(${table.automationId} is null) <> (${table.broadcastId} is null)`,
    ),
    check(
      'automation_messages_status_valid',
      sql`${table.status} in ('queued', 'sent', 'skipped', 'held_out')`,
    ),
    uniqueIndex('automation_messages_automation_user_period_unique')
      .on(table.automationId, table.userId, table.period)
      .where(sql`${table.automationId} is not null`),
    uniqueIndex('automation_messages_broadcast_user_unique')
      .on(table.broadcastId, table.userId)
      .where(sql`${table.broadcastId} is not null`),
    index('automation_messages_store_created_idx').on(table.storeId, table.createdAt),
    // The caps: a customer's messages, newest first.
    index('automation_messages_user_sent_idx').on(table.userId, table.sentAt),
    // Deleting an interaction sets its offers' `offer_interaction_id` to null: without this index
    // every deleted interaction (a store, a card, the demo's reseed) scanned the whole table.
    index('automation_messages_offer_interaction_idx')
      .on(table.offerInteractionId)
      .where(sql`${table.offerInteractionId} is not null`),
    // The counter: a customer's offers not used yet at a store.
    index('automation_messages_open_offers_idx')
      .on(table.userId, table.storeId)
      .where(sql`${table.offerStamps} is not null and ${table.offerUsedAt} is null`),
  ],
);

export type AutomationMessageRow = typeof automationMessages.$inferSelect;
export type NewAutomationMessageRow = typeof automationMessages.$inferInsert;

/** A store's daily run for one of its local days: the day's run happens once. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Customers chosen by the run, the holdout included. */
    chosen: integer('chosen'),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.localDate] })],
);

/**
 * A customer's choice of channels per shop. No row: both on (docs/product.md, "Automations").
 */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeId] })],
);

/** A browser's push subscription (the Push API's endpoint and keys) for one account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keys the server makes once and keeps (the VAPID key pair of web push): the first process to
 * start inserts, every other reads the same row.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
