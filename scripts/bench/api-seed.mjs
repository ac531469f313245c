// What bench:api reads: listed stores (merchants whose requests an admin accepted) and a signed-in
// merchant, made through the server's HTTP API like a person would.
import { call, fileMerchantRequest, verifiedMerchant } from './server.mjs';

const SEED_BATCH = 4;

export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'Bench-admin-2026' };

/**
 * `stores` merchants, each with an accepted request (so a listed store), and `bulk` more stores of
 * the first one inserted by the bench server; answers the first merchant, signed in, with their
 * accepted store: `{ email, password, token, userId, storeId }`.
 */
export async function seedListedStores(url, stores, bulk = 0) {
  // A few at a time: each sign-up and sign-in hashes a password on the server's 4 threads.
  const merchants = [];
  for (let first = 0; first < stores; first += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, stores - first) }, async (_, index) => {
      const merchant = await verifiedMerchant(url);
      const name = `Bench Store ${first + index + 1}`;
      return { ...merchant, requestId: await fileMerchantRequest(url, merchant.token, name) };
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
