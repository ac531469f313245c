import type { App } from '../../../src/app';
import { build } from '../../helper';
import { register, uniqueEmail } from '../../accounts';

describe('GET /dev/outbox', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the emails sent, newest first, filtered by address', async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    await register(app, { email: first });
    await register(app, { email: second });
    // Emails are sent by background jobs (docs/architecture.md, "Background jobs").
    await app.jobs.drain();

    const all = (await app.inject({ method: 'GET', url: '/api/merchant/dev/outbox' })).json();
    const mine = (
      await app.inject({ method: 'GET', url: `/api/merchant/dev/outbox?to=${first.toUpperCase()}` })
    ).json();

    expect(all.data.items.map((item: { to: string }) => item.to).slice(0, 2)).toEqual([
      second,
      first,
    ]);
    expect(mine.data.items).toEqual([
      {
        id: expect.any(String),
        to: first,
        subject: expect.stringMatching(/^\d{6} is your QRewards verification code$/),
        text: expect.any(String),
        html: expect.any(String),
        kind: 'verify_email',
        headers: {},
        created_at: expect.any(String),
      },
    ]);
  });
});

describe.each([
  ['in production', { NODE_ENV: 'production' }],
  ['with an SMTP server', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
])('GET /dev/outbox %s', (_when, env) => {
  it('does not exist', async () => {
    const app = await build(env);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/merchant/dev/outbox' });

      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
