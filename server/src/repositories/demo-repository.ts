import { and, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  automationMessages,
  automationRuns,
  automations,
  branches,
  broadcasts,
  categories,
  customerCards,
  interactions,
  merchantRequests,
  merchantSettings,
  merchants,
  paymentCustomers,
  paymentMethods,
  plans,
  rewardCards,
  stores,
  sandboxInvoices,
  subscriptions,
  users,
  type NewAutomationMessageRow,
  type NewAutomationRow,
  type NewBranchRow,
  type NewInteractionRow,
  type NewMerchantRequestRow,
  type NewMerchantRow,
  type NewMerchantSettingsRow,
  type NewPaymentMethodRow,
  type NewRewardCardRow,
  type NewStoreRow,
  type NewSubscriptionRow,
  type NewUserRow,
} from '../db/schema';

/** Every row of the demo merchant and its customers, ids included (services/demo). */
/** Sandbox invoice numbers of the demo merchant: a reseed deletes exactly these. */
export const DEMO_INVOICE_PREFIX = 'SBX-DEMO-';

export interface DemoRows {
  users: NewUserRow[];
  merchant: NewMerchantRow;
  merchantRequest: NewMerchantRequestRow;
  merchantSettings: NewMerchantSettingsRow;
  paymentCustomer: typeof paymentCustomers.$inferInsert;
  paymentMethod: NewPaymentMethodRow;
  subscription: NewSubscriptionRow;
  /** The subscription's paid months, numbered from `DEMO_INVOICE_PREFIX`. */
  invoices: (typeof sandboxInvoices.$inferInsert)[];
  stores: NewStoreRow[];
  branches: NewBranchRow[];
  rewardCards: NewRewardCardRow[];
  customerCards: (typeof customerCards.$inferInsert)[];
  interactions: NewInteractionRow[];
  /** Each store's automations, its one-off messages, the customers they chose, the daily runs. */
  automations: NewAutomationRow[];
  broadcasts: (typeof broadcasts.$inferInsert)[];
  automationMessages: NewAutomationMessageRow[];
  automationRuns: (typeof automationRuns.$inferInsert)[];
}

// Rows per INSERT. Each batch travels as one JSON parameter, read by json_populate_recordset: a
// year of interactions built by Drizzle row by row took seconds of JavaScript per 2,000 rows.
const BATCH = 5_000;

/**
 * Inserts `rows` (the table's insert shape) in batches of one JSON text each. The columns are
 * those any row sets; the others get their defaults. Dates travel as ISO strings.
 */
async function insertAsJson(db: Database, table: PgTable, rows: readonly object[]) {
  const columns = Object.entries(getTableColumns(table));
  const used = columns.filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let first = 0; first < rows.length; first += BATCH) {
    const batch = rows.slice(first, first + BATCH).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(used.map(([key, column]) => [column.name, values[key] ?? null]));
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** SQL for the demo data (docs/product.md, "Demo data"): find what it needs, replace it whole. */
export function createDemoRepository(db: Database) {
  return {
    async categoryIds(slugs: readonly string[]): Promise<Record<string, string>> {
      const rows = await db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.slug, [...slugs]));
      return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
    },

    async plan(
      code: string,
    ): Promise<
      { id: string; name: string; monthlyPriceCents: number; currency: string } | undefined
    > {
      const [row] = await db
        .select({
          id: plans.id,
          name: plans.name,
          monthlyPriceCents: plans.monthlyPriceCents,
          currency: plans.currency,
        })
        .from(plans)
        .where(eq(plans.code, code));
      return row;
    },

    /** The first admin, by creation: who "accepted" the demo merchant's request. */
    async firstAdmin(): Promise<{ id: string; email: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.roleId, 'admin'))
        .orderBy(users.createdAt)
        .limit(1);
      return row;
    },

    /**
     * Deletes every account on `domain` (the merchant's rows, stores, cards and interactions go
     * with it by cascade) and inserts `rows`, in one transaction: a failed run leaves the database
     * as it was, and a second run the same data as the first.
     */
    async replace(domain: string, rows: DemoRows): Promise<void> {
      await db.transaction(async (tx) => {
        // Interactions and customer cards first, by their indexed columns: left to the cascade
        // from users, each deleted card would scan the interactions for its rows.
        const demoUsers = tx
          .select({ id: users.id })
          .from(users)
          .where(like(users.email, `%@${domain}`));
        const demoMerchants = tx
          .select({ id: merchants.id })
          .from(merchants)
          .where(inArray(merchants.userId, demoUsers));
        // The messages before the interactions: each deleted stamp would otherwise look for the
        // messages whose offer it used (offer_interaction_id, not indexed) to clear it.
        await tx
          .delete(automationMessages)
          .where(
            inArray(
              automationMessages.storeId,
              tx
                .select({ id: stores.id })
                .from(stores)
                .where(inArray(stores.merchantId, demoMerchants)),
            ),
          );
        await tx.delete(automationMessages).where(inArray(automationMessages.userId, demoUsers));
        await tx.delete(interactions).where(inArray(interactions.merchantId, demoMerchants));
        await tx.delete(interactions).where(inArray(interactions.customerId, demoUsers));
        await tx.delete(customerCards).where(inArray(customerCards.userId, demoUsers));
        await tx
          .delete(customerCards)
          .where(
            inArray(
              customerCards.rewardCardId,
              tx
                .select({ id: rewardCards.id })
                .from(rewardCards)
                .where(inArray(rewardCards.merchantId, demoMerchants)),
            ),
          );
        await tx.delete(users).where(like(users.email, `%@${domain}`));
        // Store slugs are unique: a demo store left behind by hand (its merchant renamed) goes too.
        await tx.delete(stores).where(
          inArray(
            stores.slug,
            rows.stores.map((store) => store.slug),
          ),
        );
        await insertAsJson(tx, users, rows.users);
        await tx.insert(merchants).values(rows.merchant);
        await tx.insert(merchantRequests).values(rows.merchantRequest);
        await tx.insert(merchantSettings).values(rows.merchantSettings);
        await tx.insert(paymentCustomers).values(rows.paymentCustomer);
        await tx.insert(paymentMethods).values(rows.paymentMethod);
        await tx.insert(subscriptions).values(rows.subscription);
        // Sandbox invoices name their subscription by the provider's id only (no foreign key).
        await tx
          .delete(sandboxInvoices)
          .where(like(sandboxInvoices.number, `${DEMO_INVOICE_PREFIX}%`));
        await tx.insert(sandboxInvoices).values(rows.invoices);
        await tx.insert(stores).values(rows.stores);
        await tx.insert(branches).values(rows.branches);
        await tx.insert(rewardCards).values(rows.rewardCards);
        await insertAsJson(tx, customerCards, rows.customerCards);
        await insertAsJson(tx, interactions, rows.interactions);
        await tx.insert(automations).values(rows.automations);
        if (rows.broadcasts.length > 0) await tx.insert(broadcasts).values(rows.broadcasts);
        await insertAsJson(tx, automationRuns, rows.automationRuns);
        await insertAsJson(tx, automationMessages, rows.automationMessages);
      });
      // Fresh planner statistics for the analytics queries, as autovacuum would give them later.
      await db.execute(sql`analyze interactions`);
      await db.execute(sql`analyze customer_cards`);
      await db.execute(sql`analyze automation_messages`);
    },

    /** What the demo merchant has: for the seed's summary and the tests. */
    async counts(merchantUserId: string, domain: string) {
      const [merchant] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.userId, merchantUserId));
      if (!merchant) return undefined;
      const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const n = sql<number>`count(*)`.mapWith(Number);
      return {
        stores: await count(
          db.select({ n }).from(stores).where(eq(stores.merchantId, merchant.id)),
        ),
        branches: await count(
          db
            .select({ n })
            .from(branches)
            .innerJoin(stores, eq(stores.id, branches.storeId))
            .where(eq(stores.merchantId, merchant.id)),
        ),
        rewardCards: await count(
          db.select({ n }).from(rewardCards).where(eq(rewardCards.merchantId, merchant.id)),
        ),
        customers: await count(
          db
            .select({ n })
            .from(users)
            .where(and(eq(users.roleId, 'user'), like(users.email, `%@${domain}`))),
        ),
        customerCards: await count(
          db
            .select({ n })
            .from(customerCards)
            .innerJoin(rewardCards, eq(rewardCards.id, customerCards.rewardCardId))
            .where(eq(rewardCards.merchantId, merchant.id)),
        ),
        interactions: await count(
          db.select({ n }).from(interactions).where(eq(interactions.merchantId, merchant.id)),
        ),
        automationMessages: await count(
          db
            .select({ n })
            .from(automationMessages)
            .innerJoin(stores, eq(stores.id, automationMessages.storeId))
            .where(eq(stores.merchantId, merchant.id)),
        ),
      };
    },
  };
}
