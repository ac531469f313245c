import type { App } from '../../../src/app';
import { build } from '../../helper';
import {
  bearer,
  expectNoSecrets,
  latestCode,
  outbox,
  PASSWORD,
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

  // A wrong try is counted just after the answer (docs/reliability.md, "Account enumeration"):
  // wait for it, as the next request of a person would come after it.
  const verify = async (email: string, otp: string) => {
    const response = await app.inject({ method: 'POST', url: VERIFY, payload: { email, otp } });
    await app.background.settled();
    return response;
  };

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

  // Every code that does not verify gets the same answer, whatever the account: telling them
  // apart would tell a stranger which emails have accounts (docs/reliability.md).
  const WRONG = {
    success: false,
    code: 'VALIDATION_ERROR',
    message:
      'That code is not right or has expired. Check the latest email, or request a new code.',
    errors: {
      otp: [
        'That code is not right or has expired. Check the latest email, or request a new code.',
      ],
    },
  };

  it('is single use: the same code cannot verify again', async () => {
    const { email, code } = await signUp();
    await verify(email, code);

    const again = await verify(email, code);

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(WRONG);
  });

  it('kills the code after the fifth wrong one, with the same answer each time', async () => {
    const { email, code } = await signUp();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await verify(email, wrong(code)));

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(WRONG);
    }
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(WRONG);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email, code } = await signUp();
    clock.advance(10 * 60_000 + 1_000);

    const response = await verify(email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG);
  });

  it('answers an unknown, a verified and a waiting account alike', async () => {
    const waiting = await signUp();
    const verified = await signUp();
    await verify(verified.email, verified.code);

    const answers = await Promise.all([
      verify(uniqueEmail('nobody'), '123456'),
      verify(verified.email, wrong(verified.code)),
      verify(waiting.email, wrong(waiting.code)),
    ]);

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(WRONG);
    }
  });

  describe('POST /auth/resend-otp', () => {
    const MESSAGE =
      'If this email belongs to an account waiting for verification, a new code is on its way.';
    const resend = (email: string) =>
      app.inject({ method: 'POST', url: RESEND, payload: { email } });

    it('sends nothing within 60 seconds of a code, then one that replaces the old', async () => {
      const { email, code } = await signUp();

      const early = await resend(email);
      // The same answer as for any email: a 429 here would say the account exists and waits.
      expect(early.statusCode).toBe(200);
      expect(early.json()).toEqual({ success: true, message: MESSAGE });
      expect(await outbox(app, email)).toHaveLength(1);

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

  describe('GET /auth/verification', () => {
    const STATE = '/api/merchant/auth/verification';

    async function signedUp() {
      const email = uniqueEmail();
      const registered = await register(app, { email });
      const access: string = registered.json().data.tokens.access_token;
      return { email, access, code: await latestCode(app, email) };
    }
    const describeCode = (access: string) =>
      app.inject({ method: 'GET', url: STATE, headers: bearer(access) });
    const at = (msFromNow: number) => new Date(clock.now().getTime() + msFromNow).toISOString();

    it('tells a person just signed up that a code is live, and when a new one may be sent', async () => {
      const { email, access } = await signedUp();

      const response = await describeCode(access);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: {
          email,
          email_verified: false,
          code: 'live',
          expires_at: at(10 * 60_000),
          attempts_left: 5,
          resend_available_at: at(60_000),
          checked_at: at(0),
        },
      });
      expectNoSecrets(response.body);
    });

    it('says the code expired, and a new one may be sent now, 19 minutes after sign-up', async () => {
      const { email } = await signedUp();
      clock.advance(19 * 60_000);
      const login = await app.inject({
        method: 'POST',
        url: '/api/merchant/auth/login',
        payload: { email, password: PASSWORD },
      });

      const { data } = (await describeCode(login.json().data.tokens.access_token)).json();

      expect(data).toMatchObject({
        code: 'expired',
        expires_at: null,
        attempts_left: 0,
        resend_available_at: at(0),
      });
    });

    it('counts wrong tries, and after the fifth lets a new code be sent at once', async () => {
      const { email, access, code } = await signedUp();
      await verify(email, wrong(code));
      expect((await describeCode(access)).json().data).toMatchObject({ attempts_left: 4 });
      for (let attempt = 1; attempt < 5; attempt += 1) await verify(email, wrong(code));

      expect((await describeCode(access)).json().data).toMatchObject({
        code: 'used_up',
        attempts_left: 0,
        resend_available_at: at(0),
      });
      await app.inject({ method: 'POST', url: RESEND, payload: { email } });
      expect(await outbox(app, email)).toHaveLength(2);
      const fresh = await latestCode(app, email);
      expect((await describeCode(access)).json().data).toMatchObject({
        code: 'live',
        attempts_left: 5,
        resend_available_at: at(60_000),
      });
      expect((await verify(email, fresh)).statusCode).toBe(200);
    });

    it('answers only the signed-in person: an anonymous caller gets 401', async () => {
      const response = await app.inject({ method: 'GET', url: STATE });

      expect(response.statusCode).toBe(401);
    });
  });
});
