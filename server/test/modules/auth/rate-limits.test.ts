import type { App } from '../../../src/app';
import { build } from '../../helper';
import { PASSWORD, register, uniqueEmail } from '../../accounts';

const LOGIN = '/api/merchant/auth/login';

/** Production limits (RATE_LIMIT_MULTIPLIER=1); each test uses its own client address. */
describe('rate limits of the auth routes', () => {
  let app: App;
  let address = 0;
  const nextAddress = () => `10.0.0.${(address += 1)}`;

  beforeAll(async () => {
    app = await build({ RATE_LIMIT_MULTIPLIER: '1' });
  });

  afterAll(async () => {
    await app.close();
  });

  const login = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email, password: 'wrong password 1' },
      remoteAddress,
    });

  it('allows 5 logins a minute for one email, from any address', async () => {
    const email = uniqueEmail();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(await login(email, nextAddress()));

    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect(answers[5]?.statusCode).toBe(429);
    expect(answers[5]?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 10 logins a minute from one address', async () => {
    const remoteAddress = nextAddress();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push(await login(uniqueEmail(), remoteAddress));

    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect(answers[10]?.statusCode).toBe(429);
    expect(answers[10]?.headers['retry-after']).toBe('60');
  });

  it('answers a second forgot-password for one email within the minute with when to ask again, known or not', async () => {
    const email = uniqueEmail();
    await register(app, { email });
    const forgot = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/merchant/auth/forgot-password',
        payload: { email: address },
        remoteAddress: nextAddress(),
      });
    for (const address of [email, uniqueEmail('nobody')]) {
      expect((await forgot(address)).statusCode).toBe(200);
      const again = await forgot(address.toUpperCase());
      expect(again.statusCode).toBe(429);
      const seconds = Number(again.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(again.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: `A code was asked for this email less than a minute ago. You can ask again in ${seconds} seconds.`,
      });
    }
    await app.background.settled();
  });

  it.each([
    ['/api/merchant/auth/register', 5],
    ['/api/merchant/auth/verify-email', 10],
    ['/api/merchant/auth/resend-otp', 5],
    ['/api/merchant/auth/forgot-password', 5],
  ])('limits %s to %i a minute per address', async (url, limit) => {
    const remoteAddress = nextAddress();
    const statuses = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      // An empty body fails validation, which still counts: the limit runs first.
      const response = await app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      statuses.push(response.statusCode);
    }

    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(statuses[limit]).toBe(429);
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('raises every limit, for browser tests that sign in many times', async () => {
    const app = await build({ RATE_LIMIT_MULTIPLIER: '3' });
    try {
      const email = uniqueEmail();
      await register(app, { email });
      const statuses = [];
      for (let attempt = 0; attempt < 16; attempt += 1) {
        const response = await app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { email, password: PASSWORD },
        });
        statuses.push(response.statusCode);
      }

      expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
      expect(statuses[15]).toBe(429);
    } finally {
      await app.close();
    }
  });
});
