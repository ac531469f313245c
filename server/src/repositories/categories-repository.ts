import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, type CategoryRow } from '../db/schema';

/** SQL for the `categories` table. */
export function createCategoriesRepository(db: Database) {
  return {
    async list(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.name));
    },

    async findById(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },

    /** Inserts the missing ones and renames changed ones by slug: safe on every start. */
    async upsert(rows: readonly { name: string; slug: string }[]): Promise<void> {
      await db
        .insert(categories)
        .values([...rows])
        .onConflictDoUpdate({ target: categories.slug, set: { name: sql`excluded.name` } });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
