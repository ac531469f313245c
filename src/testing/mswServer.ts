import { setupServer } from 'msw/node';

/**
 * The network edge of SPA tests (docs/style.md): every request a test makes must be answered by a
 * handler it installs, or the test fails.
 */
export const mswServer = setupServer();

export function installMswServer() {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
}

/** Absolute URL of an API path as the SPA calls it (same origin, merchant prefix). */
export const apiUrl = (path: string) => `${window.location.origin}/api/merchant${path}`;
