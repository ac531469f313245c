import type { App } from '../../../src/app';
import { build } from '../../helper';
import {
  expectNoSecrets,
  latestCode,
  outbox,
  register,
  testClock,
  uniqueEmail,
} from '../../accounts';

const VERIFY = '/api/merchant/auth/verify-email';
const RESEND = '/api/merchant/auth/resend-otp';

/** Any 6 digits but `code`. */
function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('email verification', () => {
  const clock = testClock();
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  });

  afterAll(async () => {
    await app.close();
  });

  async function signUp() {
    const email = uniqueEmail();
    await register(app, { email });
    return { email, code: await latestCode(app, email) };
  }

  const verify = (email: string, otp: string) =>
    app.inject({ method: 'POST', url: VERIFY, payload: { email, otp } });

  it('verifies the email with the emailed code', async () => {
    const { email, code } = await signUp();

    const response = await verify(email.toUpperCase(), code);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { user: { email, email_verified: true }, merchant: { email_verified: true } },
    });
    expectNoSecrets(response.body);
    expect(response.body).not.toContain(`"${code}"`);
  });

  it('is single use: the same code cannot verify again', async () => {
    const { email, code } = await signUp();
    await verify(email, code);

    const again = await verify(email, code);

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email is already verified. Please sign in.');
  });

  it('counts wrong codes down, then kills the code after the fifth', async () => {
    const { email, code } = await signUp();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await verify(email, wrong(code)));

    expect(answers.slice(0, 4).map((answer) => answer.json())).toEqual(
      ['4 attempts left.', '3 attempts left.', '2 attempts left.', '1 attempt left.'].map(
        (left) => ({
          success: false,
          code: 'VALIDATION_ERROR',
          message: `That code is not right. ${left}`,
          errors: { otp: [`That code is not right. ${left}`] },
        }),
      ),
    );
    expect(answers[4]?.statusCode).toBe(429);
    expect(answers[4]?.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Request a new code.',
    });
    expect(Number(answers[4]?.headers['retry-after'])).toBeGreaterThan(0);

    const right = await verify(email, code);
    expect(right.statusCode).toBe(429);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email, code } = await signUp();
    clock.advance(10 * 60_000 + 1_000);

    const response = await verify(email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This code has expired. Request a new one.',
      errors: { otp: ['This code has expired. Request a new one.'] },
    });
  });

  it('answers an unknown email like an account without a code', async () => {
    const response = await verify(uniqueEmail('nobody'), '123456');

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      otp: ['There is no code waiting for this email. Request a new code.'],
    });
  });

  describe('POST /auth/resend-otp', () => {
    const MESSAGE =
      'If this email belongs to an account waiting for verification, a new code is on its way.';
    const resend = (email: string) =>
      app.inject({ method: 'POST', url: RESEND, payload: { email } });

    it('waits 60 seconds between codes, then sends one that replaces the old', async () => {
      const { email, code } = await signUp();

      const early = await resend(email);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(early.headers['retry-after'])).toBe(60);

      clock.advance(61_000);
      const later = await resend(email);
      expect(later.json()).toEqual({ success: true, message: MESSAGE });
      expect(await outbox(app, email)).toHaveLength(2);

      const fresh = await latestCode(app, email);
      if (fresh !== code) expect((await verify(email, code)).statusCode).toBe(400);
      expect((await verify(email, fresh)).statusCode).toBe(200);
    });

    it('answers the same for an email nobody uses, and sends nothing', async () => {
      const email = uniqueEmail('nobody');

      const response = await resend(email);

      expect(response.json()).toEqual({ success: true, message: MESSAGE });
      expect(await outbox(app, email)).toEqual([]);
    });

    it('sends nothing to an account already verified', async () => {
      const { email, code } = await signUp();
      await verify(email, code);
      clock.advance(61_000);

      const response = await resend(email);

      expect(response.statusCode).toBe(200);
      expect(await outbox(app, email)).toHaveLength(1);
    });
  });
});
