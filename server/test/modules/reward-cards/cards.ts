import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/app';
import { createMerchantsRepository } from '../../../src/repositories/merchants-repository';
import { createStoresRepository } from '../../../src/repositories/stores-repository';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { bearer, PASSWORD, verifiedAccount, type SignedIn } from '../../accounts';
import { CARD, planId, subscribableMerchant, subscribe } from '../billing/billing';

export const API = '/api/merchant';
export const REWARD_CARDS = `${API}/reward-cards`;

export interface Owner extends SignedIn {
  merchantId: string;
  storeId: string;
}

/**
 * A store for the merchant, made through the repository (the store routes come from another
 * change). Active; public only once the merchant is verified.
 */
export async function insertStore(app: App, merchantId: string, name = 'Ana Bakery') {
  const now = new Date();
  return createStoresRepository(app.db).insert({
    merchantId,
    name,
    slug: `store-${randomUUID()}`,
    addressLine: '1 Market St',
    city: 'San Francisco',
    postalCode: '94105',
    country: 'US',
    createdAt: now,
    updatedAt: now,
  });
}

export async function merchantIdOf(app: App, userId: string): Promise<string> {
  const merchant = await createMerchantsRepository(app.db).findByUserId(userId);
  if (!merchant) throw new Error('no merchant row');
  return merchant.id;
}

/** A merchant on `plan` (starter unless said), with one store. */
export async function subscribedOwner(app: App, plan = 'starter'): Promise<Owner> {
  const merchant = await subscribableMerchant(app);
  const subscribed = await subscribe(app, merchant.access, {
    plan_id: await planId(app, plan),
    card_number: '4242424242424242',
    ...CARD,
  });
  if (subscribed.statusCode !== 201) throw new Error(`subscribe: ${subscribed.body}`);
  const merchantId = await merchantIdOf(app, merchant.userId);
  const store = await insertStore(app, merchantId);
  return { ...merchant, merchantId, storeId: store.id };
}

export interface Customer extends SignedIn {
  qrCode: string;
}

export async function customerAccount(app: App): Promise<Customer> {
  const customer = await verifiedAccount(app, { account_type: 'user' });
  const user = await createUsersRepository(app.db).findById(customer.userId);
  return { ...customer, qrCode: user!.qrCode };
}

export async function createCard(
  app: App,
  owner: Owner,
  body: Record<string, unknown> = {},
): Promise<{ id: string; stamps_required: number }> {
  const response = await app.inject({
    method: 'POST',
    url: REWARD_CARDS,
    headers: bearer(owner.access),
    payload: {
      store_id: owner.storeId,
      title: 'Coffee card',
      reward_description: 'A free coffee',
      ...body,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create card: ${response.body}`);
  return response.json().data;
}

export function stamp(
  app: App,
  access: string,
  cardId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `${REWARD_CARDS}/${cardId}/stamps`,
    headers: { ...bearer(access), 'idempotency-key': key },
    payload: body,
  });
}

export function redeem(
  app: App,
  access: string,
  cardId: string,
  body: Record<string, unknown>,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${REWARD_CARDS}/${cardId}/redeem`,
    headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export function undo(app: App, access: string, cardId: string, stampId: string, key?: string) {
  return app.inject({
    method: 'POST',
    url: `${REWARD_CARDS}/${cardId}/stamps/${stampId}/undo`,
    headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export function undoRedemption(
  app: App,
  access: string,
  cardId: string,
  redemptionId: string,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${REWARD_CARDS}/${cardId}/redeem/${redemptionId}/undo`,
    headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** Sets the merchant's stamping rules. */
export async function saveSettings(app: App, access: string, settings: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PUT',
    url: `${API}/stores/me/settings`,
    headers: bearer(access),
    payload: settings,
  });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.body}`);
}

/** A fresh access token at the app's current time (a test that moves the clock ends the old one). */
export async function signIn<Account extends SignedIn>(
  app: App,
  account: Account,
): Promise<Account> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: account.email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return { ...account, access: response.json().data.tokens.access_token };
}
