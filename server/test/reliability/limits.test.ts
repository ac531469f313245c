import http from 'node:http';
import { randomInt } from 'node:crypto';
import type { App } from '../../src/app';
import { build } from '../helper';
import { bearer, uniqueEmail, verifiedAccount } from '../accounts';
import { removeDataDir, startServer, type ServerProcess } from './support/server-process';

// Limits (docs/reliability.md, "Limits: body size and rate limits"): bodies over 1 MB answer 413 on
// every route that takes one; rate limits hold when the requests arrive all at once; with two
// API processes sharing Redis they count together, not twice.

const API = '/api/merchant';
const ONE_MB = 1024 * 1024;

describe('body size', () => {
  let app: App;
  let access: string;
  beforeAll(async () => {
    app = await build();
    access = (await verifiedAccount(app)).access;
  });
  afterAll(() => app.close());

  it('every route that takes a body answers 413 in the envelope for a body over 1 MB', async () => {
    const routes = app.routeTable.filter(
      (route) =>
        ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method) && !route.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const body = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(ONE_MB + 1) });
    const answers = await Promise.all(
      routes.map(async (route) => {
        const response = await app.inject({
          method: route.method as 'POST',
          url: route.url.replace(':id', '00000000-0000-4000-8000-000000000000'),
          headers: { ...bearer(access), 'content-type': 'application/json' },
          payload: body,
        });
        return `${route.method} ${route.url} ${response.statusCode} ${response.json<{ code?: string }>().code}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 413 PAYLOAD_TOO_LARGE'))).toEqual([]);
  });

  it('an avatar over 2 MB answers 413', async () => {
    const boundary = 'limit-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(2 * ONE_MB + 1, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `${API}/users/me/avatar`,
      headers: { ...bearer(access), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('rate limits under a parallel attack', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  afterAll(() => app.close());

  it('50 logins at once from one address: 10 are answered, 40 get 429 with Retry-After', async () => {
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'POST',
          url: `${API}/auth/login`,
          payload: { email: uniqueEmail('attack'), password: 'wrong password 1' },
          remoteAddress,
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.length - limited.length).toBe(10);
    expect(limited).toHaveLength(40);
    for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('30 guesses at once at one email from 30 addresses: 5 are tried', async () => {
    const email = uniqueEmail('target');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `${API}/auth/login`,
          payload: { email, password: `guess number ${i}` },
          remoteAddress: `10.200.${randomInt(256)}.${i}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(5);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// Needs a Redis (.ci/run sets TEST_REDIS_URL when the local one answers).
const withRedis = redisUrl ? describe : describe.skip;

withRedis('two API processes sharing Redis', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    servers.forEach(removeDataDir);
  });

  /** POST from a loopback address of our own, so no earlier run's counters apply. */
  function post(server: ServerProcess, path: string, body: object, localAddress: string) {
    return new Promise<number>((resolve, reject) => {
      const data = JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: `${API}${path}`,
          method: 'POST',
          localAddress,
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(data);
    });
  }

  it('count together: 40 logins at once, split between them, still get 10 answers', async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_MULTIPLIER: '1' };
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));
    const from = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          servers[i % 2]!,
          '/auth/login',
          { email: uniqueEmail('shared'), password: 'wrong 1' },
          from,
        ),
      ),
    );
    // Each process alone would let 10 through: 20 in all if they did not share the counters.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
  });
});
