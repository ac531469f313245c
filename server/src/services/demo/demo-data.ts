import type { DemoRows } from '../../repositories/demo-repository';
import { seededRandom } from './random';
import { DEMO_EMAIL_DOMAIN } from './demo-business';
import { DEMO_DAYS, DEMO_TIME_ZONE, demoTimeline } from './demo-calendar';
import { customerRows, DEMO_CUSTOMER_COUNT } from './customer-rows';
import {
  DEMO_MERCHANT_EMAIL,
  type DemoPlan,
  merchantAccountRows,
  sandboxBillingRows,
} from './merchant-rows';
import { categoryIdOf, rewardCardRows, storeAndBranchRows } from './store-rows';
import { createAutomationSimulation } from './automation-rows';
import {
  createInteractionLedger,
  type DemoCustomerCard,
  drawYearOfVisits,
  topUpSampleCustomer,
} from './visit-rows';

export {
  DEMO_CUSTOMER_COUNT,
  DEMO_DAYS,
  DEMO_EMAIL_DOMAIN,
  DEMO_MERCHANT_EMAIL,
  DEMO_TIME_ZONE,
  type DemoCustomerCard,
};

/**
 * The demo merchant and its year of customers (docs/product.md, "Demo data"). Everything here is
 * drawn from one seeded generator: the same `now` gives the same rows, ids included. Every demo
 * account's email is on DEMO_EMAIL_DOMAIN, which is how a later run finds the rows to rebuild.
 * The fixed content is in tables (demo-business.ts, customer-habits.ts, demo-calendar.ts); the
 * generators that draw rows from them are merchant-rows.ts, store-rows.ts, customer-rows.ts and
 * visit-rows.ts, called here in the order of their draws (the order is part of the data).
 */
export const DEMO_MERCHANT_PASSWORD = 'Demo-merchant-2026';
export const DEMO_CUSTOMER_PASSWORD = 'Demo-customer-2026';
/** The plan the demo merchant is subscribed to: the top one (services/catalog/plans.ts). */
export const DEMO_PLAN_CODE = 'scale';
const SEED = 20_261_125;
/** The automations draw from their own generator, so their draws do not reshuffle the visits'. */
const AUTOMATIONS_SEED = 20_261_127;

export interface DemoInputs {
  now: Date;
  merchantPasswordHash: string;
  customerPasswordHash: string;
  /** Category ids by slug: `cafe` and `bakery` are used. */
  categoryIds: Record<string, string>;
  /** The plan the merchant pays for, monthly. */
  plan: DemoPlan;
  /** The admin who "accepted" the merchant request, when one exists. */
  adminId: string | null;
}

export interface DemoData extends DemoRows {
  customerCards: DemoCustomerCard[];
  /** One customer to sign in as. */
  sampleCustomerEmail: string;
}

export function buildDemoRows(inputs: DemoInputs): DemoData {
  const random = seededRandom(SEED);
  const timeline = demoTimeline(inputs.now);
  const { owner, ...account } = merchantAccountRows(random, timeline, {
    passwordHash: inputs.merchantPasswordHash,
    requestCategoryId: categoryIdOf(inputs.categoryIds, 'cafe'),
    adminId: inputs.adminId,
  });
  const merchantId = account.merchant.id;
  const billing = sandboxBillingRows(random, timeline, merchantId, inputs.plan);
  const { storeIds, branchIds, ...places } = storeAndBranchRows(
    random,
    merchantId,
    timeline.accepted,
    inputs.categoryIds,
  );
  const { rewardCards, cardIds } = rewardCardRows(random, merchantId, timeline.accepted, storeIds);
  const customers = customerRows(random, timeline, inputs.customerPasswordHash);
  const ids = { storeIds, branchIds, cardIds };
  const ledger = createInteractionLedger(random, merchantId, account.merchant.userId);
  const automations = createAutomationSimulation(seededRandom(AUTOMATIONS_SEED), {
    timeline,
    places: ids,
    users: customers.users,
    habits: customers.habits,
    cards: ledger.cards,
    ownerId: owner.id ?? '',
  });
  drawYearOfVisits(random, timeline, customers.habits, ids, ledger, automations);
  const sampleId = topUpSampleCustomer(ledger, customers.habits, ids, inputs.now);
  const sample = customers.users.find((user) => user.id === sampleId) ?? customers.users[0];
  return {
    users: [owner, ...customers.users],
    ...account,
    ...billing,
    ...places,
    rewardCards,
    customerCards: [...ledger.cards.values()],
    interactions: ledger.interactions,
    ...automations.rows(),
    sampleCustomerEmail: sample?.email ?? '',
  };
}
