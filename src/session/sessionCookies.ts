import Cookies from 'js-cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './sessionCookieNames';
import type { TokenPair } from './sessionSlice';

// docs/product.md, "Session", "Numbers and limits": the session's tokens are mirrored in cookies. They expire at the refresh expiry; on
// localhost they use path "/" and SameSite lax; elsewhere they are also Secure and SameSite strict.

export { ACCESS_COOKIE, REFRESH_COOKIE } from './sessionCookieNames';
/** docs/product.md, "Numbers and limits": tokens loaded from cookies get a 24-hour refresh expiry. */
export const COOKIE_REFRESH_LIFETIME_MS = 24 * 60 * 60 * 1000;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function cookieAttributes(
  expiresAt: number,
  hostname: string = window.location.hostname,
): Cookies.CookieAttributes {
  const expires = new Date(expiresAt);
  if (LOCAL_HOSTS.has(hostname)) return { expires, path: '/', sameSite: 'lax' };
  return { expires, path: '/', sameSite: 'strict', secure: true };
}

export function writeTokenCookies(tokens: TokenPair, hostname?: string): void {
  const attributes = cookieAttributes(tokens.refreshExpiresAt, hostname);
  Cookies.set(ACCESS_COOKIE, tokens.accessToken, attributes);
  Cookies.set(REFRESH_COOKIE, tokens.refreshToken, attributes);
}

export function clearTokenCookies(): void {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}

/** The tokens kept in cookies, with the 24-hour refresh expiry of docs/product.md, "Numbers and limits", or null. */
export function readTokenCookies(now: number = Date.now()): TokenPair | null {
  const accessToken = Cookies.get(ACCESS_COOKIE);
  const refreshToken = Cookies.get(REFRESH_COOKIE);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, refreshExpiresAt: now + COOKIE_REFRESH_LIFETIME_MS };
}
