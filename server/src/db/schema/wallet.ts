import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerCards, rewardCards } from './reward-cards';

/**
 * Where every pass's update tag comes from: Apple's web service lists the serials "updated since"
 * a tag a device keeps, so tags must only grow, across every process (docs/architecture.md,
 * "Wallet passes").
 */
export const walletPassVersions = pgSequence('wallet_pass_versions');

/**
 * Marks every change a pass must show; the triggers of migration 0022 draw from it, and a refresh
 * clears only the mark it read, so a change made while it runs is never lost.
 */
export const walletPassChanges = pgSequence('wallet_pass_changes');

/**
 * A customer card's wallet pass, made the first time its customer asks for one (Apple's `.pkpass`
 * or Google's save link); its id is the pass's serial number and Google's object suffix.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerCardId: uuid('customer_card_id')
      .notNull()
      .unique('wallet_passes_customer_card_unique')
      .references(() => customerCards.id, { onDelete: 'cascade' }),
    /** Apple's `authenticationToken`: what a device sends back as `ApplePass <token>`. */
    authenticationToken: text('authentication_token').notNull(),
    /** The update tag of the content below, from `wallet_pass_versions`. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** A hash of what the pass shows, as last built: a refresh that finds it equal sends nothing. */
    contentHash: text('content_hash'),
    /** When the content last changed: the pass's `Last-Modified`. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by the triggers when something the pass shows may have changed (from
     * `wallet_pass_changes`); null when the pass is up to date.
     */
    pendingChange: bigint('pending_change', { mode: 'number' }),
    /** The first of the pending changes: where the stamp-to-pass latency is counted from. */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /**
     * The `version` whose change the vendors were last told of (APNs pushes, Google's update
     * queued): below `version` after a process died between recording a new content and telling
     * them, so the job's retry tells them still.
     */
    notifiedVersion: bigint('notified_version', { mode: 'number' }).notNull().default(0),
    /** The content hash last sent to Google's API for this pass's loyalty object. */
    googleContentHash: text('google_content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_passes_pending_idx')
      .on(table.pendingChange)
      .where(sql`${table.pendingChange} is not null`),
    // The sweep's other half: passes whose last change the vendors were not told of.
    index('wallet_passes_unnotified_idx')
      .on(table.id)
      .where(sql`${table.version} > ${table.notifiedVersion}`),
  ],
);

export type WalletPassRow = typeof walletPasses.$inferSelect;

/** An Apple device that keeps a pass, and the token APNs reaches it by. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    passId: uuid('pass_id')
      .notNull()
      .references(() => walletPasses.id, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceLibraryIdentifier, table.passId] }),
    index('wallet_registrations_pass_id_idx').on(table.passId),
  ],
);

export type WalletRegistrationRow = typeof walletRegistrations.$inferSelect;

/** A reward card's Google Wallet loyalty class, as last sent to Google's API. */
export const walletGoogleClasses = pgTable('wallet_google_classes', {
  rewardCardId: uuid('reward_card_id')
    .primaryKey()
    .references(() => rewardCards.id, { onDelete: 'cascade' }),
  contentHash: text('content_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
