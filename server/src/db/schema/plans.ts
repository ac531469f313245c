import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * Subscription plans, seeded at start (services/catalog/plans.ts) and upserted by `code`. Each
 * plan has a monthly and a yearly price; the quotas limit stores, branches and reward cards.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique('plans_code_unique'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    maxStores: integer('max_stores').notNull(),
    maxBranches: integer('max_branches').notNull(),
    maxRewardCards: integer('max_reward_cards').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'plans_prices_valid',
      sql`${table.monthlyPriceCents} >= 0 and ${table.yearlyPriceCents} >= 0`,
    ),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
