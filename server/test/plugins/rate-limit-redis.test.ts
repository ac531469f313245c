import { randomInt } from 'node:crypto';
import { build } from '../helper';
import { uniqueEmail } from '../accounts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Needs a Redis: `TEST_REDIS_URL=redis://127.0.0.1:6379`. Keys are random per run. */
(redisUrl ? describe : describe.skip)('rate limits in Redis (REDIS_URL)', () => {
  it('are shared by every API process', async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_MULTIPLIER: '1' };
    const [first, second] = [await build(env), await build(env)];
    try {
      const email = uniqueEmail();
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const app = attempt % 2 ? second : first;
        const response = await app.inject({
          method: 'POST',
          url: '/api/merchant/auth/login',
          payload: { email, password: 'wrong password 1' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }

      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
