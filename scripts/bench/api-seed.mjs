// What bench:api reads: listed stores (merchants on a plan whose requests an admin accepted) and a
// signed-in merchant, made through the server's HTTP API like a person would.
import { call, fileMerchantRequest, subscribe, verifiedMerchant } from './server.mjs';

const SEED_BATCH = 4;

export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'Bench-admin-2026' };

/**
 * `stores` merchants, each on a plan with an accepted request (so a listed store: docs/product.md,
 * "Without an active plan"), and `bulk` more stores of the first one inserted by the bench server;
 * answers the first merchant, signed in, with their accepted store:
 * `{ email, password, token, userId, storeId }`.
 */
export async function seedListedStores(url, stores, bulk = 0) {
  // A few at a time: each sign-up and sign-in hashes a password on the server's 4 threads.
  const merchants = [];
  for (let first = 0; first < stores; first += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, stores - first) }, async (_, index) => {
      const merchant = await verifiedMerchant(url);
      const name = `Bench Store ${first + index + 1}`;
      const requestId = await fileMerchantRequest(url, merchant.token, name);
      await subscribe(url, merchant.token);
      return { ...merchant, requestId };
    });
    merchants.push(...(await Promise.all(batch)));
  }
  const admin = await call(url, 'POST', '/auth/login', BENCH_ADMIN);
  for (const { requestId } of merchants) {
    await call(
      url,
      'POST',
      `/merchant-requests/${requestId}/accept`,
      {},
      admin.data.tokens.access_token,
    );
  }
  if (bulk > 0) {
    const response = await fetch(`${url}/bench/stores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: merchants[0].userId, count: bulk }),
    });
    if (!response.ok) throw new Error(`bulk stores: ${response.status} ${await response.text()}`);
  }
  const listed = await call(url, 'GET', `/store-listing/stores?page_size=100`);
  if (listed.data.total < stores + bulk) {
    throw new Error(`only ${listed.data.total} stores are listed`);
  }
  const own = await call(url, 'GET', '/stores/me', undefined, merchants[0].token);
  return { ...merchants[0], storeId: own.data.items[0].id };
}

/**
 * What the stamping run needs: `merchant` (whose store is listed, so on a plan), with no cooldown and
 * a daily limit no run reaches, one reward card, and `customers` customers to spread the stamps
 * over (each customer's stamps take turns on their card's lock). Answers `{ cardId, qrCodes }`.
 */
export async function seedStamping(url, merchant, customers) {
  const me = await call(url, 'GET', '/users/me', undefined, merchant.token);
  const listed = await call(url, 'GET', '/store-listing/stores?page_size=100');
  const store = listed.data.items.find((item) => item.merchant_id === me.data.merchant.id);
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
    { store_id: store.id, title: 'Bench card', stamps_required: 50, reward_description: 'Coffee' },
    merchant.token,
  );
  const qrCodes = [];
  for (let first = 0; first < customers; first += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, customers - first) }, async () => {
      const registered = await call(url, 'POST', '/auth/register', {
        email: `bench.customer.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'Bench-customer-2026',
        first_name: 'Cy',
        last_name: 'Customer',
        account_type: 'user',
      });
      return registered.data.user.qr_code;
    });
    qrCodes.push(...(await Promise.all(batch)));
  }
  return { cardId: card.data.id, qrCodes };
}
