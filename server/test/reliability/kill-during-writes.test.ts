import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { removeDataDir, startServer, type ServerProcess } from './support/server-process';

// `kill -9` in the middle of writes (docs/reliability.md, "Crashes"): once the server has answered
// a write, it is there after a restart, on embedded PGlite and on PostgreSQL.

const API = '/api/merchant';
const PASSWORD = 'correct horse 42';

let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  servers.forEach(removeDataDir);
  servers = [];
});

/** Signs people up, four at a time, until `stop()`; answers the emails the server acknowledged. */
function signUpUntilStopped(server: ServerProcess) {
  const acknowledged: string[] = [];
  let running = true;
  let counter = 0;
  const worker = async () => {
    while (running) {
      counter += 1;
      const email = `crash.${counter}.${randomBytes(3).toString('hex')}@example.com`;
      try {
        const response = await fetch(`${server.url}${API}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password: PASSWORD,
            first_name: 'Crash',
            last_name: 'Test',
            account_type: 'user',
          }),
        });
        await response.text();
        if (response.status === 201) acknowledged.push(email);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = Promise.all([worker(), worker(), worker(), worker()]);
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await workers;
    },
  };
}

async function signsIn(server: ServerProcess, email: string): Promise<boolean> {
  const response = await fetch(`${server.url}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.text();
  return response.status === 200;
}

async function crashAndCheck(env: NodeJS.ProcessEnv) {
  const settings = { env: { RATE_LIMIT_MULTIPLIER: '1000', ...env } };
  const first = await startServer(settings);
  servers.push(first);
  const load = signUpUntilStopped(first);
  // Let writes pile up, then pull the plug while they are in flight.
  while (load.acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await first.stop('SIGKILL')).toBe('SIGKILL');
  await load.stop();

  const second = await startServer({ ...settings, dataDir: first.dataDir });
  servers.push(second);
  const missing = [];
  for (const email of load.acknowledged) if (!(await signsIn(second, email))) missing.push(email);
  expect(load.acknowledged.length).toBeGreaterThanOrEqual(20);
  expect(missing).toEqual([]);
}

it('embedded PGlite keeps every acknowledged sign-up', async () => {
  await crashAndCheck({});
});

const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? it : it.skip)('PostgreSQL keeps every acknowledged sign-up', async () => {
  const name = `qr_crash_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  try {
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    await crashAndCheck({ DATABASE_URL: url.toString() });
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await admin(`drop database if exists "${name}" with (force)`);
  }
});
