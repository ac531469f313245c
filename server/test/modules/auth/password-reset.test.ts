import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, latestCode, outbox, PASSWORD, uniqueEmail, verifiedAccount } from '../../accounts';

const FORGOT = '/api/merchant/auth/forgot-password';
const RESET = '/api/merchant/auth/reset-password';
const FORGOT_MESSAGE = 'If an account uses this email, we sent it a code to reset the password.';
const NEW_PASSWORD = 'brand new secret 7';

describe('password reset', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  const forgot = (email: string) => app.inject({ method: 'POST', url: FORGOT, payload: { email } });
  const reset = (email: string, otp: string, newPassword = NEW_PASSWORD) =>
    app.inject({ method: 'POST', url: RESET, payload: { email, otp, new_password: newPassword } });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/merchant/auth/login', payload: { email, password } });

  it('answers the same for known and unknown emails, and emails a code to the known one', async () => {
    const { email } = await verifiedAccount(app);
    const stranger = uniqueEmail('nobody');

    const known = await forgot(email);
    const unknown = await forgot(stranger);

    expect(known.json()).toEqual({ success: true, message: FORGOT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(app, stranger)).toEqual([]);
    const [sent] = await outbox(app, email);
    expect(sent).toMatchObject({ kind: 'reset_password' });
    expect(sent?.subject).toMatch(/^\d{6} is your QRewards password reset code$/);
  });

  it('sets the new password and ends every session', async () => {
    const session = await verifiedAccount(app);
    await forgot(session.email);

    const response = await reset(
      session.email,
      await latestCode(app, session.email, 'reset_password'),
    );

    expect(response.json()).toEqual({
      success: true,
      message: 'Your password is changed. Please sign in again.',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/merchant/users/me',
      headers: bearer(session.access),
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(session.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('takes a code once only', async () => {
    const { email } = await verifiedAccount(app);
    await forgot(email);
    const code = await latestCode(app, email, 'reset_password');
    await reset(email, code);

    const again = await reset(email, code, 'another secret 8');

    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      otp: [
        'That code is not right or has expired. Check the latest email, or request a new code.',
      ],
    });
  });

  it('checks the new password and the code', async () => {
    const { email } = await verifiedAccount(app);
    await forgot(email);
    const code = await latestCode(app, email, 'reset_password');

    const weak = await reset(email, code, 'weak');
    const wrongCode = await reset(email, code === '999999' ? '000000' : '999999');

    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        new_password: ['Password must be 8 to 128 characters and contain a letter and a digit.'],
      },
    });
    expect(wrongCode.json().errors).toEqual({
      otp: [
        'That code is not right or has expired. Check the latest email, or request a new code.',
      ],
    });
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it('does not let a verification code reset the password', async () => {
    const email = uniqueEmail();
    await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/register',
      payload: { email, password: PASSWORD, first_name: 'A', last_name: 'B', account_type: 'user' },
    });

    const response = await reset(email, await latestCode(app, email, 'verify_email'));

    expect(response.statusCode).toBe(400);
  });
});
