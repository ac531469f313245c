// What bench:api reads: listed stores (merchants whose requests an admin accepted) and a signed-in
// merchant, made through the server's HTTP API like a person would.
import { call, fileMerchantRequest, verifiedMerchant } from './server.mjs';

const SEED_BATCH = 4;

export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'Bench-admin-2026' };

/**
 * `stores` merchants, each with an accepted request (so a listed store); answers the first one,
 * signed in: `{ email, password, token, userId }`.
 */
export async function seedListedStores(url, stores) {
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
  const listed = await call(url, 'GET', `/store-listing/stores?page_size=100`);
  if (listed.data.total < stores) throw new Error(`only ${listed.data.total} stores are listed`);
  return merchants[0];
}
