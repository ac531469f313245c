import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Business categories of stores, seeded at start (services/catalog/seed-categories.ts). */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('categories_slug_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CategoryRow = typeof categories.$inferSelect;
