// What the benches and the cluster tests read: listed stores (merchants on a plan whose requests an
// administrator accepted), a stamping card and its customers, made through the HTTP API.
import { call } from './api';
import { acceptRequests, registeredCustomer, subscribedMerchant, type SignedIn } from './accounts';
import { ADMINS } from './people';

/** A few at a time: each sign-up and sign-in hashes a password on the server's 4 threads. */
const SEED_BATCH = 4;

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let first = 0; first < count; first += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, count - first);
    made.push(...(await Promise.all(Array.from({ length: size }, (_, i) => make(first + i)))));
  }
  return made;
}

export interface SeededMerchant extends SignedIn {
  storeId: string;
}

/**
 * `stores` merchants, each on a plan with an accepted request (so a listed store: docs/product.md,
 * "Without an active plan"), accepted by the bench administrator (ADMINS.bench, which the server
 * must have been started with), and `bulk` more stores of the first one inserted by the bench
 * server (`POST /bench/stores`, scripts/bench/api-server.ts). Answers the first merchant, signed
 * in, with their accepted store.
 */
export async function seedListedStores(
  url: string,
  stores: number,
  bulk = 0,
): Promise<SeededMerchant> {
  const merchants = await inBatches(stores, (index) =>
    subscribedMerchant(url, `Bench Store ${index + 1}`),
  );
  const first = merchants[0];
  if (!first) throw new Error('seedListedStores needs at least one store');
  await acceptRequests(
    url,
    ADMINS.bench,
    merchants.map((merchant) => merchant.requestId),
  );
  if (bulk > 0) {
    const response = await fetch(`${url}/bench/stores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: first.userId, count: bulk }),
    });
    if (!response.ok) throw new Error(`bulk stores: ${response.status} ${await response.text()}`);
  }
  const listed = await call(url, 'GET', `/store-listing/stores?page_size=100`);
  if (listed.data.total < stores + bulk) {
    throw new Error(`only ${listed.data.total} stores are listed`);
  }
  const own = await call(url, 'GET', '/stores/me', undefined, first.token);
  return {
    email: first.email,
    password: first.password,
    token: first.token,
    userId: first.userId,
    storeId: own.data.items[0].id,
  };
}

/**
 * What a stamping run needs: `merchant` (whose store is listed, so on a plan), with no cooldown and
 * a daily limit no run reaches, one reward card, and `customers` customers to spread the stamps
 * over (each customer's stamps take turns on their card's lock).
 */
export async function seedStamping(
  url: string,
  merchant: SeededMerchant,
  customers: number,
): Promise<{ cardId: string; qrCodes: string[] }> {
  const me = await call(url, 'GET', '/users/me', undefined, merchant.token);
  const listed = await call(url, 'GET', '/store-listing/stores?page_size=100');
  const store = (listed.data.items as { id: string; merchant_id: string }[]).find(
    (item) => item.merchant_id === me.data.merchant.id,
  );
  if (!store) throw new Error(`${merchant.email} has no listed store`);
  await call(
    url,
    'PUT',
    '/stores/me/settings',
    { stamp_cooldown_minutes: 0, daily_stamp_limit_per_customer: 1000 },
    merchant.token,
  );
  const card = await call(
    url,
    'POST',
    '/reward-cards',
    {
      store_id: store.id,
      title: 'Bench card',
      stamps_required: 50,
      reward_description: 'Coffee',
    },
    merchant.token,
  );
  const registered = await inBatches(customers, () => registeredCustomer(url));
  return { cardId: card.data.id, qrCodes: registered.map((customer) => customer.qrCode) };
}
