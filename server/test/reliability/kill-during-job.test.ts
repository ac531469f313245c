import { randomBytes } from 'node:crypto';
import { fakeSmtpServer } from '../fake-smtp';
import { removeDataDir, startServer, type ServerProcess } from './support/server-process';

// `kill -9` while an email job is running (docs/reliability.md, "Background jobs"): after a
// restart the job is tried again and the email arrives, once.

const API = '/api/merchant';

const smtp = fakeSmtpServer();
let servers: ServerProcess[] = [];

beforeAll(() => smtp.listen());

afterAll(() => smtp.close());

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  servers.forEach(removeDataDir);
  servers = [];
});

async function until(done: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

// Over 10 s (docs/qa.md, "CI's time"): two real server processes start one after the other, the
// killed job is taken again only once its 3 s timeout has passed, and 4 s more are waited on
// purpose for a second delivery that must not come.
it('a verification email whose process was killed mid-send arrives once after a restart', async () => {
  const settings = {
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      SMTP_URL: smtp.url(),
      JOB_TIMEOUT_SECONDS: '3',
      JOB_RETRY_DELAY_SECONDS: '1',
    },
  };
  const email = `killed.job.${randomBytes(3).toString('hex')}@example.com`;
  const first = await startServer(settings);
  servers.push(first);
  // The SMTP server takes the connection and says nothing: the job hangs mid-send.
  smtp.stall(true);
  const connectionsBefore = smtp.connections();
  const answer = await fetch(`${first.url}${API}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse 42',
      first_name: 'Kill',
      last_name: 'Test',
      account_type: 'user',
    }),
  });
  expect(answer.status).toBe(201);
  await until(() => smtp.connections() > connectionsBefore, 10_000);
  expect(smtp.connections()).toBeGreaterThan(connectionsBefore);

  expect(await first.stop('SIGKILL')).toBe('SIGKILL');
  smtp.stall(false);
  const second = await startServer({ ...settings, dataDir: first.dataDir });
  servers.push(second);

  const toPerson = () => smtp.received.filter((mail) => mail.to.includes(`<${email}>`));
  await until(() => toPerson().length > 0, 30_000);
  expect(toPerson()).toHaveLength(1);
  // Long enough for a second delivery to show if the job ran twice.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect(toPerson()).toHaveLength(1);
});
