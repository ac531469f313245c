import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ClientConfig } from '../api/system';

/** Absolute URL of an API path as the SPA calls it (same origin, merchant prefix). */
export const apiUrl = (path: string) => `${window.location.origin}/api/merchant${path}`;

/** `GET /config`'s answer: a server without Stripe or wallets, unless `overrides` say otherwise. */
export const clientConfig = (overrides: Partial<ClientConfig> = {}): ClientConfig => ({
  environment: 'test',
  payment_provider: 'sandbox',
  stripe_publishable_key: null,
  wallets: { apple: false, google: false },
  ...overrides,
});

/**
 * The network edge of SPA tests (docs/style.md): every request a test makes must be answered by a
 * handler it installs, or the test fails. Two questions have a standing answer, unless a test says
 * otherwise with `mswServer.use`: where the signed-in account works (`GET /staff/me`), which the
 * layout asks on every page for the bar's "Counter" (docs/product.md, "Staff"): nowhere; and the
 * server's settings (`GET /config`), which every customer card asks for its wallet buttons
 * (docs/product.md, "Wallet passes"): the sandbox payments and no wallets (`clientConfig`).
 */
export const mswServer = setupServer(
  http.get(apiUrl('/staff/me'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(apiUrl('/config'), () => HttpResponse.json({ success: true, data: clientConfig() })),
);

export function installMswServer() {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
}
