/**
 * Apps built by the test helper and not closed yet: a suite whose hooks failed may leave some
 * behind. This module imports nothing of the server on purpose: jest.setup.server.ts loads it before
 * each test file, and importing the app there would load the real modules (the logger, say) before
 * the test file's `jest.mock` calls could replace them.
 */
interface Closable {
  close(): PromiseLike<unknown>;
}

const openApps = new Set<Closable>();

/** Keeps `app` until `forget` is called (the helper calls it from the app's onClose hook). */
export function remember(app: Closable): void {
  openApps.add(app);
}

export function forget(app: Closable): void {
  openApps.delete(app);
}

/**
 * Closes every app a suite left open (and its database: PGlite, or the pool and the test
 * database on PostgreSQL), so Jest exits even when a hook failed or timed out before the suite's
 * own `afterAll` could close them (docs/reliability.md, "The test suite on a busy machine").
 * jest.setup.server.ts runs it after every test file.
 */
export async function closeOpenApps(): Promise<void> {
  const apps = [...openApps];
  openApps.clear();
  await Promise.allSettled(apps.map((app) => app.close()));
}
