import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * A merchant's stamping rules and brand (docs/api.md, "Reward cards and stamps"): one row per
 * merchant, written on the first `PUT /stores/me/settings`; until then the defaults apply
 * (services/stores/merchant-settings.ts), so the columns carry them too.
 */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  brandColor: text('brand_color'),
  defaultStampsRequired: integer('default_stamps_required').notNull().default(10),
  stampCooldownMinutes: integer('stamp_cooldown_minutes').notNull().default(5),
  dailyStampLimitPerCustomer: integer('daily_stamp_limit_per_customer').notNull().default(10),
  notifyOnRedeem: boolean('notify_on_redeem').notNull().default(false),
  /** IANA name; the merchant's calendar days for "today" and analytics (docs/product.md, "Analytics"). */
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;
export type NewMerchantSettingsRow = typeof merchantSettings.$inferInsert;
