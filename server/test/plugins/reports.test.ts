import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { AppError } from '../../src/http/app-error';
import {
  REPORT_CONNECTIONS,
  REPORT_WAIT_MS,
  REPORTS_BUSY,
  REPORTS_PER_ACCOUNT,
  REPORTS_WAITING_PER_ACCOUNT,
  TOO_MANY_REPORTS,
} from '../../src/plugins/reports';
import { bearer, verifiedAccount, type SignedIn } from '../accounts';
import { build } from '../helper';

// The reports' limits (docs/reliability.md, "One tenant's reports"): a few of one account's
// reports at once, on connections of their own. A test-only route behind the same preHandler holds
// its turn until the test lets it go, so every count here is exact.

const REPORT = '/api/merchant/test/report';
// Generous: a busy machine may take a while to run a request up to the point where it waits.
const WAIT_MS = 10_000;

async function until(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > WAIT_MS) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('one account’s reports at once', () => {
  let app: App;
  const held: Array<() => void> = [];
  let started = 0;

  beforeAll(async () => {
    app = await build();
    app.get(REPORT, { preHandler: [app.authenticate, app.reports.limitPerAccount] }, async () => {
      started += 1;
      await new Promise<void>((resolve) => held.push(resolve));
      return { success: true, data: null };
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    started = 0;
  });
  afterEach(() => {
    for (const release of held.splice(0)) release();
  });

  const report = (account: SignedIn) =>
    app.inject({ url: REPORT, headers: bearer(account.access) });
  const releaseRunning = () => {
    for (const release of held.splice(0)) release();
  };

  it(`runs ${REPORTS_PER_ACCOUNT}, lets ${REPORTS_WAITING_PER_ACCOUNT} wait and refuses the next with 429`, async () => {
    const ana = await verifiedAccount(app);
    const ben = await verifiedAccount(app);
    const running = Array.from({ length: REPORTS_PER_ACCOUNT }, () => report(ana));
    await until(() => started === REPORTS_PER_ACCOUNT);
    // Another account is not held back by Ana's.
    const bens = report(ben);
    await until(() => started === REPORTS_PER_ACCOUNT + 1);

    // Five more of Ana's: four wait, one is refused at once (whichever comes last).
    let settled = 0;
    const more = Array.from({ length: REPORTS_WAITING_PER_ACCOUNT + 1 }, () =>
      report(ana).finally(() => {
        settled += 1;
      }),
    );
    await until(() => settled === 1);
    expect(started).toBe(REPORTS_PER_ACCOUNT + 1);

    // As turns end, the waiting ones run, never more than two of Ana's at once.
    while (started < REPORTS_PER_ACCOUNT + REPORTS_WAITING_PER_ACCOUNT + 1) {
      const before = started;
      releaseRunning();
      await until(() => started > before);
      expect(held.length).toBeLessThanOrEqual(REPORTS_PER_ACCOUNT);
    }
    releaseRunning();
    const answers = await Promise.all([...running, bens, ...more]);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.length - refused.length).toBe(
      REPORTS_PER_ACCOUNT + REPORTS_WAITING_PER_ACCOUNT + 1,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.headers['retry-after']).toBe('2');
    expect(refused[0]?.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: TOO_MANY_REPORTS,
    });

    // Every turn was given back: two run at once again.
    const again = [report(ana), report(ana)];
    await until(() => started === REPORTS_PER_ACCOUNT + REPORTS_WAITING_PER_ACCOUNT + 3);
    releaseRunning();
    expect((await Promise.all(again)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it(`refuses a report that waited ${REPORT_WAIT_MS} ms without a turn`, async () => {
    const ana = await verifiedAccount(app);
    const running = [report(ana), report(ana)];
    await until(() => started === 2);
    const waited = Date.now();
    const late = await report(ana);
    expect(late.statusCode).toBe(429);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(REPORT_WAIT_MS - 50);
    releaseRunning();
    expect((await Promise.all(running)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('gives the turn back when the client goes away before the answer', async () => {
    const ana = await verifiedAccount(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const staying = report(ana);
    const leaving = http.get({
      host: '127.0.0.1',
      port,
      path: REPORT,
      headers: bearer(ana.access),
    });
    leaving.on('error', () => undefined);
    await until(() => started === 2);
    leaving.destroy();

    // Its handler still runs, but its turn is free: two more of Ana's reports get one.
    const next = [report(ana), report(ana)];
    await until(() => started === 3);
    releaseRunning();
    await until(() => started === 4);
    releaseRunning();
    expect((await Promise.all([staying, ...next])).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200,
    ]);
  });
});

describe('the reports’ own connections', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('runs a bounded number of report queries at once, beside the request pool', async () => {
    const budget = app.database.kind === 'postgres' ? REPORT_CONNECTIONS : 1;
    const held: Array<() => void> = [];
    const running = Array.from({ length: budget }, () =>
      app.reports.run(async (db) => {
        await db.execute(sql`select 1`);
        await new Promise<void>((resolve) => held.push(resolve));
      }),
    );
    await until(() => held.length === budget);

    // The request pool answers at once; one more report waits its turn, then is refused.
    await app.db.execute(sql`select 1`);
    const waited = Date.now();
    const refused = await app.reports.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: REPORTS_BUSY,
      retryAfterSeconds: 2,
    });
    expect(Date.now() - waited).toBeGreaterThanOrEqual(REPORT_WAIT_MS - 50);

    for (const release of held) release();
    await Promise.all(running);
    await expect(app.reports.run(async () => 'ran')).resolves.toBe('ran');
  });

  it('uses connections other than the request pool’s on PostgreSQL', async () => {
    const name = async (db: typeof app.db) => {
      const result = (await db.execute(
        sql`select current_setting('application_name') as name`,
      )) as unknown as {
        rows: Array<{ name: string }>;
      };
      return result.rows[0]?.name;
    };
    if (app.database.kind === 'postgres') {
      await expect(app.reports.run(name)).resolves.toBe('qrewards-reports');
      await expect(name(app.db)).resolves.toBe('qrewards');
    } else {
      // PGlite has one connection: the reports share it, one query of theirs at a time.
      await expect(app.reports.run(name)).resolves.toBe(await name(app.db));
    }
  });
});
