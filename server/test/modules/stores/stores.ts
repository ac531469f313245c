import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { merchants } from '../../../src/db/schema';
import { bearer, type SignedIn } from '../../accounts';
import { CARD, planId, subscribableMerchant, subscribe } from '../billing/billing';

export const API = '/api/merchant';
export const STORES = `${API}/stores`;
export const BRANCHES = `${API}/branches`;

/** A valid `POST /stores` body; `overrides` replace fields. */
export function storeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Café Luna',
    description: 'Coffee roasted on the premises.',
    phone: '+1 415 555 0100',
    email: 'hello@luna.example.com',
    website: 'https://luna.example.com',
    address_line: '12 Valencia St',
    city: 'San Francisco',
    postal_code: '94103',
    country: 'us',
    latitude: 37.77,
    longitude: -122.42,
    ...overrides,
  };
}

/** A valid `POST /branches` body for `storeId`. */
export function branchBody(storeId: string, overrides: Record<string, unknown> = {}) {
  return {
    store_id: storeId,
    name: 'Mission',
    address_line: '400 Valencia St',
    city: 'San Francisco',
    postal_code: '94103',
    country: 'US',
    phone: '+1 415 555 0101',
    opening_hours: {
      mon: [
        ['08:00', '12:00'],
        ['13:00', '18:00'],
      ],
      sat: [['09:00', '13:00']],
    },
    ...overrides,
  };
}

/**
 * The merchant verified by hand, as an admin's acceptance leaves them, without the store an
 * acceptance creates (so a test decides which stores exist).
 */
export async function markVerified(app: App, merchant: SignedIn): Promise<void> {
  await app.db
    .update(merchants)
    .set({ verificationStatus: 'verified' })
    .where(eq(merchants.userId, merchant.userId));
}

/**
 * Pays for `plan` with the sandbox's good card, for a merchant whose request is sent: a store is
 * listed only while its merchant has a plan (docs/product.md, "Without an active plan").
 */
export async function payForPlan(app: App, access: string, plan = 'starter'): Promise<void> {
  const answer = await subscribe(app, access, {
    plan_id: await planId(app, plan),
    card_number: '4242424242424242',
    ...CARD,
  });
  if (answer.statusCode >= 300) throw new Error(`subscribe: ${answer.body}`);
}

/** A merchant with an active subscription to `plan` (their request still pending). */
export async function subscribedMerchant(app: App, plan = 'starter'): Promise<SignedIn> {
  const merchant = await subscribableMerchant(app);
  await payForPlan(app, merchant.access, plan);
  return merchant;
}

export function createStore(app: App, access: string, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: STORES,
    headers: bearer(access),
    payload: storeBody(overrides),
  });
}

export function createBranch(
  app: App,
  access: string,
  storeId: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: BRANCHES,
    headers: bearer(access),
    payload: branchBody(storeId, overrides),
  });
}
