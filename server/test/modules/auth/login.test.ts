import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { users } from '../../../src/db/schema';
import { createPasswordHasher } from '../../../src/services/passwords/password-hasher';
import { build } from '../../helper';
import { expectNoSecrets, PASSWORD, register, uniqueEmail, verifiedAccount } from '../../accounts';

const LOGIN = '/api/merchant/auth/login';

describe('POST /auth/login', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  const login = (email: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });

  it('signs a verified merchant in with a new session', async () => {
    const { email } = await verifiedAccount(app);

    const response = await login(email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Login successful!',
      pending_verification: false,
      data: {
        user: { email, role_id: 'merchant', last_login_at: expect.any(String) },
        merchant: { email, verification_status: 'pending' },
        tokens: { access_token: expect.any(String), refresh_token: expect.any(String) },
      },
    });
    expectNoSecrets(response.body);
  });

  it('says pending_verification while the email is not verified', async () => {
    const email = uniqueEmail();
    await register(app, { email, account_type: 'user' });

    const response = await login(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pending_verification: true,
      data: { user: { email_verified: false }, merchant: null },
    });
  });

  it('gives the same 401 for an unknown email and a wrong password, hashing both times', async () => {
    const { email } = await verifiedAccount(app);
    const verify = jest.spyOn(app.passwords, 'verify');

    const unknown = await login(uniqueEmail('nobody'));
    const wrong = await login(email, 'wrong password 1');

    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password.',
      });
    }
  });

  it('refuses a suspended account with 403, after checking the password', async () => {
    const { email, userId } = await verifiedAccount(app);
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, userId));

    const response = await login(email);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await login(email, 'wrong password 1')).statusCode).toBe(401);
  });

  it('upgrades a hash made with other parameters', async () => {
    const { email, userId } = await verifiedAccount(app);
    const older = await createPasswordHasher(11).hash(PASSWORD);
    await app.db.update(users).set({ passwordHash: older }).where(eq(users.id, userId));

    expect((await login(email)).statusCode).toBe(200);

    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await app.passwords.verify(PASSWORD, row?.passwordHash ?? '')).toBe(true);
  });
});
