import { build } from '../../helper';
import { register } from '../../accounts';
import { fakeSmtpServer } from '../../fake-smtp';

describe('the SMTP mailer (SMTP_URL)', () => {
  const smtp = fakeSmtpServer();

  beforeAll(() => smtp.listen());

  afterAll(() => smtp.close());

  it('delivers the verification code from SMTP_FROM', async () => {
    const app = await build({ SMTP_URL: smtp.url(), SMTP_FROM: 'Shop <shop@example.com>' });
    try {
      expect(app.mailer.transport).toBe('smtp');

      await register(app, { email: 'smtp.person@example.com' });
      await app.jobs.drain();

      const { received } = smtp;
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toContain('shop@example.com');
      expect(received[0]?.to).toEqual(['<smtp.person@example.com>']);
      expect(received[0]?.data).toMatch(/Subject: \d{6} is your QRewards verification code/);
      expect(received[0]?.data).toContain('multipart/alternative');
    } finally {
      await app.close();
    }
  });
});
