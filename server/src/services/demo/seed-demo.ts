import type { Database } from '../../db/client';
import { createCategoriesRepository } from '../../repositories/categories-repository';
import { createDemoRepository } from '../../repositories/demo-repository';
import { createCustomerCardsRepository } from '../../repositories/customer-cards-repository';
import { createPlansRepository } from '../../repositories/plans-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { createWalletPassesRepository } from '../../repositories/wallet-passes-repository';
import { SEEDED_CATEGORIES } from '../catalog/categories';
import { SEEDED_PLANS } from '../catalog/plans';
import type { PasswordHasher } from '../passwords/password-hasher';
import {
  buildDemoRows,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_EMAIL_DOMAIN,
  DEMO_MERCHANT_EMAIL,
  DEMO_MERCHANT_PASSWORD,
  DEMO_PLAN_CODE,
} from './demo-data';

export interface SeedDemoOptions {
  /** The data ends here (today's visits stop at this instant); the year before it is filled. */
  now: Date;
  /** Hashes the two demo passwords, once each: every customer shares one hash. */
  passwords: PasswordHasher;
}

export interface SeedDemoResult {
  merchant: { email: string; password: string; userId: string };
  customer: { email: string; password: string };
  /** The admin account, when one exists (its password is not known to the seed). */
  admin: { email: string } | null;
  counts: {
    stores: number;
    branches: number;
    rewardCards: number;
    customers: number;
    customerCards: number;
    interactions: number;
    /** Customers chosen by the automations and one-off messages, the holdout included. */
    automationMessages: number;
  };
  /** First and last interaction. */
  span: { from: Date; to: Date } | null;
}

/**
 * Fills `db` with the demo merchant (docs/product.md, "Demo data"): a verified merchant on the top
 * plan with two stores, four branches, three reward cards, 500 customers and a year of stamps and
 * redemptions ending at `now`, with a year of automations and one-off messages. Rebuilds rather than skips: every account on the demo domain is
 * deleted and written again in one transaction, so two runs leave the same data, and a run on a
 * later day moves the year up to that day. The database must be migrated; the reference data
 * (categories, plans) is upserted here, as the server does at start.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  await createCategoriesRepository(db).upsert(SEEDED_CATEGORIES);
  await createPlansRepository(db).upsert(SEEDED_PLANS);
  const demo = createDemoRepository(db);
  const plan = await demo.plan(DEMO_PLAN_CODE);
  if (!plan) throw new Error(`the plan "${DEMO_PLAN_CODE}" is missing`);
  const admin = await demo.firstAdmin();
  const [merchantPasswordHash, customerPasswordHash] = await Promise.all([
    options.passwords.hash(DEMO_MERCHANT_PASSWORD),
    options.passwords.hash(DEMO_CUSTOMER_PASSWORD),
  ]);
  const rows = buildDemoRows({
    now: options.now,
    merchantPasswordHash,
    customerPasswordHash,
    categoryIds: await demo.categoryIds(['cafe', 'bakery']),
    plan,
    adminId: admin?.id ?? null,
  });
  await demo.replace(DEMO_EMAIL_DOMAIN, rows);
  await giveSampleCustomerPasses(db, rows.sampleCustomerEmail, options.now);

  const merchantUserId = rows.merchant.userId;
  const counts = await demo.counts(merchantUserId, DEMO_EMAIL_DOMAIN);
  if (!counts) throw new Error('the demo merchant is missing after the seed');
  let from = Infinity;
  let to = -Infinity;
  for (const row of rows.interactions) {
    const at = row.createdAt?.getTime() ?? 0;
    from = Math.min(from, at);
    to = Math.max(to, at);
  }
  return {
    merchant: {
      email: DEMO_MERCHANT_EMAIL,
      password: DEMO_MERCHANT_PASSWORD,
      userId: merchantUserId,
    },
    customer: { email: rows.sampleCustomerEmail, password: DEMO_CUSTOMER_PASSWORD },
    admin: admin ? { email: admin.email } : null,
    counts,
    span: rows.interactions.length > 0 ? { from: new Date(from), to: new Date(to) } : null,
  };
}

/**
 * The demo customer holds a wallet pass of each of their cards (docs/product.md, "Demo data"), so
 * a server with wallet settings shows a pass already kept: its refreshes after a stamp at the
 * counter can be watched.
 */
async function giveSampleCustomerPasses(db: Database, email: string, now: Date): Promise<void> {
  const customer = await createUsersRepository(db).findByEmail(email);
  if (!customer) return;
  const cards = await createCustomerCardsRepository(db).listForUser(customer.id, now);
  const passes = createWalletPassesRepository(db);
  for (const { customerCard } of cards) await passes.ensure(customerCard.id);
}
