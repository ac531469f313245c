import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, expectNoSecrets, PASSWORD, verifiedAccount } from '../../accounts';

const NEW_PASSWORD = 'fresh secret 99';

describe('password and QR code', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  const me = (access: string) =>
    app.inject({ method: 'GET', url: '/api/merchant/users/me', headers: bearer(access) });
  const changePassword = (access: string, current: string, next = NEW_PASSWORD) =>
    app.inject({
      method: 'PUT',
      url: '/api/merchant/users/me/password',
      headers: bearer(access),
      payload: { current_password: current, new_password: next },
    });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/merchant/auth/login', payload: { email, password } });

  describe('PUT /users/me/password', () => {
    it('changes the password, ends the other sessions and answers fresh tokens', async () => {
      const session = await verifiedAccount(app);
      const other = (await login(session.email, PASSWORD)).json().data.tokens;

      const response = await changePassword(session.access, PASSWORD);

      expect(response.statusCode).toBe(200);
      const { tokens } = response.json().data;
      expect(tokens).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        access_expires_at: expect.any(String),
        refresh_expires_at: expect.any(String),
      });
      expectNoSecrets(response.body);
      expect((await me(tokens.access_token)).statusCode).toBe(200);
      expect((await me(other.access_token)).statusCode).toBe(401);
      const refreshOther = await app.inject({
        method: 'POST',
        url: '/api/merchant/auth/refresh',
        payload: { refresh: other.refresh_token },
      });
      expect(refreshOther.statusCode).toBe(401);
      expect((await login(session.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong current password and a weak new one', async () => {
      const { access } = await verifiedAccount(app);

      const wrong = await changePassword(access, 'not my password 1');
      const weak = await changePassword(access, PASSWORD, 'weak');

      expect(wrong.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Your current password is not right.',
        errors: { current_password: ['Your current password is not right.'] },
      });
      expect(weak.json().errors).toEqual({
        new_password: ['Password must be 8 to 128 characters and contain a letter and a digit.'],
      });
      expect((await me(access)).statusCode).toBe(200);
    });
  });

  describe('POST /users/me/qr/rotate', () => {
    it('gives a new QR code and the old one is gone at once', async () => {
      const { access } = await verifiedAccount(app);
      const before = (await me(access)).json().data.user.qr_code;

      const response = await app.inject({
        method: 'POST',
        url: '/api/merchant/users/me/qr/rotate',
        headers: bearer(access),
      });

      expect(response.statusCode).toBe(200);
      const { qr_code: after } = response.json().data;
      expect(after).toMatch(/^[\w-]{43}$/);
      expect(after).not.toBe(before);
      expect((await me(access)).json().data.user.qr_code).toBe(after);
    });
  });
});
