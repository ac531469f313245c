import { clearTokenCookies, readTokenCookies, writeTokenCookies } from './sessionCookies';
import { tokensRefreshed } from './sessionSlice';
import type { AppStore } from '../shared/store';

/**
 * docs/product.md, "Roles", "Numbers and limits": tokens are loaded from cookies at start (when the stored session has none), and
 * from then on every token change is mirrored into the cookies; logout clears them.
 */
export function syncSessionCookies(store: AppStore): () => void {
  const { session } = store.getState();
  if (!session.accessToken) {
    const fromCookies = readTokenCookies();
    if (fromCookies) store.dispatch(tokensRefreshed(fromCookies));
  }
  let last = store.getState().session;
  return store.subscribe(() => {
    const next = store.getState().session;
    if (
      next.accessToken === last.accessToken &&
      next.refreshToken === last.refreshToken &&
      next.refreshExpiresAt === last.refreshExpiresAt
    ) {
      return;
    }
    last = next;
    if (next.accessToken && next.refreshToken && next.refreshExpiresAt) {
      writeTokenCookies({
        accessToken: next.accessToken,
        refreshToken: next.refreshToken,
        refreshExpiresAt: next.refreshExpiresAt,
      });
    } else {
      clearTokenCookies();
    }
  });
}
