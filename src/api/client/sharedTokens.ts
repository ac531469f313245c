import { readTokenCookies, writeTokenCookies } from '../../session/sessionCookies';
import type { TokenPair } from '../../session/sessionSlice';

/**
 * The session id (`sid` claim) an access token names, read without checking its signature: it
 * only tells which of this browser's own stored tokens belong together. Null when unreadable.
 */
export function sessionIdOf(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    const sid = (claims as { sid?: unknown } | null)?.sid;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/**
 * The tokens another tab of this browser refreshed for the session `mine` belongs to, or null.
 * Every tab shares the session cookies, and a tab writes them as soon as it has refreshed; they
 * change only when some tab's tokens change (redux-persist's copy, by contrast, is rewritten from
 * each tab's memory on any session change, stale tokens included). Tokens of another session
 * (signed out and in again in another tab, maybe as someone else) are never taken up.
 */
export function tokensRefreshedElsewhere(mine: TokenPair): TokenPair | null {
  const stored = readTokenCookies();
  if (!stored || stored.refreshToken === mine.refreshToken) return null;
  const session = sessionIdOf(mine.accessToken);
  if (session === null || sessionIdOf(stored.accessToken) !== session) return null;
  // A session's end never moves when it is refreshed (docs/api.md, "Sessions and tokens").
  return { ...stored, refreshExpiresAt: mine.refreshExpiresAt };
}

/**
 * Hands freshly refreshed tokens to the other tabs at once, before the refresh lock is released:
 * the cookie mirror (src/session/sessionCookieSync.ts) would write them too, but it loads after the first
 * paint and the next tab may be granted the lock the moment this one lets go.
 */
export function shareTokens(tokens: TokenPair): void {
  writeTokenCookies(tokens);
}
