import Cookies from 'js-cookie';
import {
  ACCESS_COOKIE,
  clearTokenCookies,
  cookieAttributes,
  readTokenCookies,
  REFRESH_COOKIE,
  writeTokenCookies,
} from './sessionCookies';

describe('session cookies', () => {
  afterEach(() => clearTokenCookies());

  it('on localhost: path /, SameSite lax, not Secure, expiring at the refresh expiry', () => {
    const expiresAt = Date.parse('2030-01-02T03:04:05.000Z');
    expect(cookieAttributes(expiresAt, 'localhost')).toEqual({
      expires: new Date(expiresAt),
      path: '/',
      sameSite: 'lax',
    });
  });

  it('elsewhere: also Secure and SameSite strict', () => {
    const expiresAt = Date.parse('2030-01-02T03:04:05.000Z');
    expect(cookieAttributes(expiresAt, 'app.qrewards.com')).toEqual({
      expires: new Date(expiresAt),
      path: '/',
      sameSite: 'strict',
      secure: true,
    });
  });

  it('mirrors the tokens and clears them', () => {
    writeTokenCookies(
      { accessToken: 'a-1', refreshToken: 'r-1', refreshExpiresAt: Date.now() + 60_000 },
      'localhost',
    );
    expect(Cookies.get(ACCESS_COOKIE)).toBe('a-1');
    expect(Cookies.get(REFRESH_COOKIE)).toBe('r-1');
    clearTokenCookies();
    expect(Cookies.get(ACCESS_COOKIE)).toBeUndefined();
  });

  it('gives tokens loaded from cookies a 24-hour refresh expiry', () => {
    writeTokenCookies(
      { accessToken: 'a-2', refreshToken: 'r-2', refreshExpiresAt: Date.now() + 60_000 },
      'localhost',
    );
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(readTokenCookies(now)).toEqual({
      accessToken: 'a-2',
      refreshToken: 'r-2',
      refreshExpiresAt: now + 24 * 60 * 60 * 1000,
    });
  });

  it('reads nothing when either token is missing', () => {
    Cookies.set(ACCESS_COOKIE, 'only-access', { path: '/' });
    expect(readTokenCookies()).toBeNull();
  });
});
