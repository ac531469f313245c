import { ACCESS_COOKIE, REFRESH_COOKIE } from './sessionCookieNames';
import { PERSIST_KEY } from './persistKey';

/** Reads one field of redux-persist's stored state, where every field is JSON inside JSON. */
function storedField(stored: Record<string, unknown>, field: string): unknown {
  const raw = stored[field];
  return typeof raw === 'string' ? JSON.parse(raw) : null;
}

/**
 * Whether this browser may hold a session: a stored user or token, or a token cookie (docs/product.md, "Numbers and limits").
 * Read before Redux loads, to choose between showing the prerendered signed-out landing page as is
 * and starting the app at once. Unsure (unreadable storage) counts as yes: starting the app is
 * always correct, only slower.
 */
export function mayHaveSession(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
  cookies: string = document.cookie,
): boolean {
  const names = cookies.split(';').map((pair) => pair.split('=')[0]?.trim());
  if (names.includes(ACCESS_COOKIE) || names.includes(REFRESH_COOKIE)) return true;
  try {
    const raw = storage.getItem(`persist:${PERSIST_KEY}`);
    if (!raw) return false;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    return ['user', 'accessToken', 'refreshToken'].some((field) => storedField(stored, field));
  } catch {
    return true;
  }
}
