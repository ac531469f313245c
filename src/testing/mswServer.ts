import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Absolute URL of an API path as the SPA calls it (same origin, merchant prefix). */
export const apiUrl = (path: string) => `${window.location.origin}/api/merchant${path}`;

/**
 * The network edge of SPA tests (docs/style.md): every request a test makes must be answered by a
 * handler it installs, or the test fails. One question has a standing answer: where the signed-in
 * account works (`GET /staff/me`), which the layout asks on every page for the bar's "Counter"
 * (docs/product.md, "Staff"): nowhere, unless a test says otherwise with `mswServer.use`.
 */
export const mswServer = setupServer(
  http.get(apiUrl('/staff/me'), () => HttpResponse.json({ success: true, data: [] })),
);

export function installMswServer() {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
}
