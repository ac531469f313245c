import { build, createTestDatabase } from '../helper';
import { fakeSmtpServer } from '../fake-smtp';
import type { MailMessage } from '../../src/infrastructure/mail/mailer';

const message = (to: string): MailMessage => ({
  to,
  subject: 'Hello',
  text: 'Hello',
  html: '<p>Hello</p>',
  kind: 'test',
});

describe('the email.send job (docs/reliability.md, "Background jobs")', () => {
  const smtp = fakeSmtpServer();

  beforeAll(() => smtp.listen());

  afterAll(() => smtp.close());

  it('retries a refused send with backoff, then delivers it exactly once', async () => {
    const app = await build({ SMTP_URL: smtp.url() });
    try {
      smtp.refuseNext(2);
      const started = Date.now();

      await app.mailer.send(message('retry.once@example.com'));
      await app.jobs.drain(30_000);

      const delivered = smtp.received.filter((mail) =>
        mail.to.includes('<retry.once@example.com>'),
      );
      expect(delivered).toHaveLength(1);
      // Two failed tries, then retries after 1-2 s and 2-4 s (JOB_RETRY_DELAY_SECONDS=1).
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    } finally {
      await app.close();
    }
  });

  it('stores an outbox email once even when its job runs again', async () => {
    const app = await build();
    try {
      await app.mailer.send(message('outbox.once@example.com'));
      await app.jobs.drain();
      const [row] = await app.database.db.query.sentEmails.findMany();
      expect(row).toBeDefined();
      // The same job delivered again (a retry after a crash) finds its marker.
      await app.jobs.send('email.send', message('outbox.once@example.com'), { id: row!.jobId });
      await app.jobs.drain();

      const outbox = await app.inject({
        url: '/api/merchant/dev/outbox?to=outbox.once@example.com',
      });
      expect(outbox.json().data.items).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

(postgresUrl ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  const smtp = fakeSmtpServer();

  beforeAll(() => smtp.listen());

  afterAll(() => smtp.close());

  it('hand each email job to one of them', async () => {
    const database = await createTestDatabase(postgresUrl);
    const first = await build({ SMTP_URL: smtp.url() }, { database });
    const second = await build(
      { SMTP_URL: smtp.url() },
      { database: { ...database, close: async () => {} } },
    );
    try {
      const addresses = Array.from({ length: 20 }, (_, i) => `two.apps.${i}@example.com`);
      await Promise.all(
        addresses.map((to, i) => (i % 2 ? first : second).mailer.send(message(to))),
      );
      await Promise.all([first.jobs.drain(30_000), second.jobs.drain(30_000)]);

      const sent = smtp.received.flatMap((mail) => mail.to);
      for (const to of addresses) {
        expect(sent.filter((address) => address === `<${to}>`)).toHaveLength(1);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
