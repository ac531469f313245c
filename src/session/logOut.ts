import type { Persistor } from 'redux-persist';
import { clearSavedCode } from './savedCode';
import { loggedOut } from './sessionSlice';
import { reloadTo } from '../lib/browserLocation';
import { loadApi } from '../shared/apiLoader';
import { paths } from '../shared/paths';
import type { AppStore } from '../shared/store';

/** How long logout waits for the server to revoke the session before it goes on regardless. */
const SERVER_LOGOUT_WAIT_MS = 2000;

/**
 * docs/product.md, "Logout": revoke the session on the server (best effort), clear tokens, cookies and
 * every session field, then reload to "/".
 */
export async function logOut(store: AppStore, persistor: Persistor | null) {
  const { accessToken, isDemo } = store.getState().session;
  if (accessToken && !isDemo) {
    const revoke = loadApi()
      .then(() => import('../api/auth'))
      .then(({ authApi }) => store.dispatch(authApi.endpoints.logout.initiate()))
      .catch(() => undefined);
    await Promise.race([
      revoke,
      new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS)),
    ]);
  }
  store.dispatch(loggedOut());
  // The customer's code kept for offline use goes with the session (docs/product.md, "Your code offline").
  clearSavedCode();
  const { clearTokenCookies } = await import('./sessionCookies');
  clearTokenCookies();
  await persistor?.flush();
  reloadTo(paths.home());
}
