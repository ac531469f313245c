import type { App } from '../../../src/app';
import { REFRESH_REUSE_GRACE_MS } from '../../../src/services/accounts/sessions';
import { build } from '../../helper';
import { bearer, PASSWORD, testClock, verifiedAccount } from '../../accounts';

const REFRESH = '/api/merchant/auth/refresh';
const ME = '/api/merchant/users/me';
const HOUR = 60 * 60_000;

describe('sessions', () => {
  const clock = testClock();
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  });

  afterAll(async () => {
    await app.close();
  });

  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: REFRESH, payload: { refresh: token } });
  const me = (access: string) => app.inject({ method: 'GET', url: ME, headers: bearer(access) });
  const login = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/login',
      payload: { email, password: PASSWORD },
    });
    return response.json().data.tokens as { access_token: string; refresh_token: string };
  };

  describe('POST /auth/refresh', () => {
    it('rotates: answers new tokens at the top level, and the old refresh token is spent', async () => {
      const session = await verifiedAccount(app);

      const response = await refresh(session.refresh);

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        access: expect.stringMatching(/^eyJ/),
        refresh: expect.stringMatching(/^[\w-]{43}$/),
        access_expires_at: expect.any(String),
        refresh_expires_at: expect.any(String),
      });
      const accessLifetime = Date.parse(body.access_expires_at) - clock.now().getTime();
      expect(Math.abs(accessLifetime - 15 * 60_000)).toBeLessThan(1_000);
      expect(body.refresh).not.toBe(session.refresh);
      expect((await me(body.access)).statusCode).toBe(200);
    });

    it('revokes the whole family when a spent token comes back (RFC 9700 §4.14.2)', async () => {
      const session = await verifiedAccount(app);
      const rotated = (await refresh(session.refresh)).json();
      // Past the grace that covers tabs racing to refresh (refresh-grace.test.ts).
      clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);

      const replay = await refresh(session.refresh);

      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'TOKEN_INVALID' });
      expect((await refresh(rotated.refresh)).statusCode).toBe(401);
      expect((await me(rotated.access)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    });

    it('ends a session 24 h after sign-in however often it refreshed', async () => {
      const session = await verifiedAccount(app);
      const expiresAt = (await refresh(session.refresh)).json();
      let token = expiresAt.refresh as string;
      for (const hours of [10, 10, 3.9]) {
        clock.advance(hours * HOUR);
        const next = await refresh(token);
        expect(next.statusCode).toBe(200);
        expect(next.json().refresh_expires_at).toBe(expiresAt.refresh_expires_at);
        token = next.json().refresh;
      }

      clock.advance(0.2 * HOUR);

      expect((await refresh(token)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    });

    it('refuses an unknown token', async () => {
      const response = await refresh('not-a-token');

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'TOKEN_INVALID',
        message: 'Your session has ended. Please sign in again.',
      });
    });
  });

  it('expires access tokens after 15 minutes with TOKEN_EXPIRED', async () => {
    const session = await verifiedAccount(app);
    clock.advance(15 * 60_000 + 1_000);

    const response = await me(session.access);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('POST /auth/logout ends this session only', async () => {
    const session = await verifiedAccount(app);
    const other = await login(session.email);

    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/logout',
      headers: bearer(session.access),
    });

    expect(response.json()).toEqual({ success: true, message: 'You are signed out.' });
    expect((await me(session.access)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('POST /auth/logout-all ends every session and its access tokens at once', async () => {
    const session = await verifiedAccount(app);
    const other = await login(session.email);

    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/logout-all',
      headers: bearer(other.access_token),
    });

    expect(response.statusCode).toBe(200);
    for (const access of [session.access, other.access_token]) {
      expect((await me(access)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
    for (const token of [session.refresh, other.refresh_token]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    expect((await me((await login(session.email)).access_token)).statusCode).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED to logout without a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/merchant/auth/logout' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
