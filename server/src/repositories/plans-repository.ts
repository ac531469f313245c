import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { plans, type NewPlanRow, type PlanRow } from '../db/schema';

/** SQL for the `plans` table. */
export function createPlansRepository(db: Database) {
  return {
    async list(): Promise<PlanRow[]> {
      return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.name));
    },

    async findById(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    /** Inserts missing plans and updates changed ones by `code`: safe on every start. */
    async upsert(rows: readonly NewPlanRow[]): Promise<void> {
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(plans)
        .values([...rows])
        .onConflictDoUpdate({
          target: plans.code,
          set: {
            name: excluded('name'),
            description: excluded('description'),
            monthlyPriceCents: excluded('monthly_price_cents'),
            yearlyPriceCents: excluded('yearly_price_cents'),
            currency: excluded('currency'),
            features: excluded('features'),
            maxStores: excluded('max_stores'),
            maxBranches: excluded('max_branches'),
            maxRewardCards: excluded('max_reward_cards'),
            sortOrder: excluded('sort_order'),
          },
        });
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
