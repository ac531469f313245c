import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { App } from '../../src/app';
import { connectDatabase, pgliteConnection } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { freshMigratedPglite } from '../pglite-template';
import { build } from '../helper';
import { bearer, verifiedAccount } from '../accounts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

// A database that stops or stalls (docs/reliability.md, "A slow or stopped database"): every
// request that needs it answers 503 SERVICE_UNAVAILABLE with Retry-After within 2 s, never hangs,
// and the server recovers by itself when the database is back.

const API = '/api/merchant';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { success?: boolean; code?: string; message?: string };
  ms: number;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  // Our own bound, so a hang fails the test with a clear message instead of a Jest timeout.
  const response = await fetch(`${base}${API}${path}`, {
    ...init,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as Answer['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

function expectUnavailable(answer: Answer) {
  expect(answer).toMatchObject({
    status: 503,
    body: { success: false, code: 'SERVICE_UNAVAILABLE' },
  });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(2_000);
  expect(JSON.stringify(answer.body)).not.toMatch(/ECONN|timeout|pg|stack|at \//i);
}

async function listen(app: App): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** Polls until `path` answers 200: the server must come back without a restart. */
async function recovers(base: string, path: string, init: RequestInit): Promise<Answer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await call(base, path, init);
    if (answer.status === 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('embedded PGlite closed under the server', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it('answers 503 with Retry-After instead of 500', async () => {
    const pglite = await freshMigratedPglite();
    app = await build({}, { database: pgliteConnection(pglite, 'PGlite in memory') });
    const { access } = await verifiedAccount(app);
    const base = await listen(app);
    await pglite.close();

    expectUnavailable(await call(base, '/users/me', { headers: bearer(access) }));
    expectUnavailable(await call(base, '/subscription/plans'));
    expectUnavailable(await call(base, '/ready'));
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
// A network between the server and the database exists only with PostgreSQL; CI has one
// (.ci/run sets TEST_DATABASE_URL when it answers).
const onPostgres = postgresUrl ? describe : describe.skip;

onPostgres('PostgreSQL behind a proxy that stalls and stops', () => {
  let proxy: TcpProxy;
  let app: App;
  let base: string;
  let token: Record<string, string>;
  const name = `qr_faults_${randomBytes(5).toString('hex')}`;

  async function admin(sql: string) {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  }

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    await admin(`create database "${name}"`);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(postgresUrl!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    proxied.pathname = `/${name}`;
    // The product's own bounds (DATABASE_TIMEOUT_MS's default), not the test suite's patient ones.
    const database = await connectDatabase({ url: proxied.toString(), dataDir: os.tmpdir() });
    app = await build({}, { database });
    token = bearer((await verifiedAccount(app)).access);
    base = await listen(app);
  });

  afterAll(async () => {
    await proxy?.resume();
    await app?.close();
    await proxy?.close();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  const profileEdit = () => ({
    method: 'PUT',
    headers: { ...token, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Stalled' }),
  });

  it('a stalled database: reads and writes answer 503 within 2 s, then recover', async () => {
    expect((await call(base, '/users/me', { headers: token })).status).toBe(200);
    proxy.stall();

    const answers = await Promise.all([
      call(base, '/users/me', { headers: token }),
      call(base, '/subscription/plans'),
      call(base, '/users/me', profileEdit()),
      call(base, '/ready'),
    ]);
    answers.forEach(expectUnavailable);
    // Later requests do not queue behind the stalled ones for longer.
    expectUnavailable(await call(base, '/users/me', { headers: token }));

    await proxy.resume();
    expect((await recovers(base, '/users/me', { headers: token })).status).toBe(200);
    expect((await call(base, '/users/me', profileEdit())).status).toBe(200);
  });

  // A job is sent from a request (an email after a sign-up, a webhook's event): it must fail as
  // fast as the request's own queries do, not after the job pool's 60 s statement wait.
  it('a stalled database: sending a job fails within the requests’ bounds, as unavailable', async () => {
    proxy.stall();
    const started = performance.now();
    const outcome = await app.jobs
      .send('live.publish', { userId: randomUUID(), event: { event: 'card', data: {} } })
      .then(
        () => 'stored',
        (error: unknown) => error,
      );
    const ms = performance.now() - started;
    await proxy.resume();
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(ms).toBeLessThan(2_000);
  });

  it('a stopped database: 503 at once, then recovery when it is back', async () => {
    await proxy.stop();

    expectUnavailable(await call(base, '/users/me', { headers: token }));
    expectUnavailable(await call(base, '/subscription/plans'));
    expectUnavailable(await call(base, '/users/me', profileEdit()));

    await proxy.resume();
    expect((await recovers(base, '/subscription/plans', {})).status).toBe(200);
    const me = await recovers(base, '/users/me', { headers: token });
    expect(me.body).toMatchObject({ success: true });
  });
});
