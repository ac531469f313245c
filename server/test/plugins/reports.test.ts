import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { AppError } from '../../src/http/app-error';
import {
  REFUSAL_DELAY_MS,
  REPORT_CONNECTIONS,
  REPORTS_BUSY,
  REPORTS_PER_ACCOUNT,
  REPORTS_WAITING_PER_ACCOUNT,
  TOO_MANY_REPORTS,
} from '../../src/plugins/reports';
import { bearer, verifiedAccount, type SignedIn } from '../accounts';
import { build } from '../helper';
import { until } from '../until';

// The reports' limits (docs/reliability.md, "One tenant's reports"): a few of one account's
// reports at once, on connections of their own. A test-only route behind the same preHandler holds
// its turn until the test lets it go, so every count here is exact.

const REPORT = '/api/merchant/test/report';
/** Waits that never run out in a test that holds turns on purpose (a busy machine is slow). */
const PATIENT_MS = 120_000;
/** Waits that run out soon, for the tests of running out. */
const SHORT_MS = 300;

/**
 * An app with a test-only route behind `limitPerAccount` that holds its turn until the test
 * releases it; `started` counts the handlers that began, `held` releases the running ones.
 */
function appWithHeldReports(reportWaitMs: number) {
  const state = {
    app: undefined as unknown as App,
    held: [] as Array<() => void>,
    started: 0,
    report: (account: SignedIn) =>
      state.app.inject({ url: REPORT, headers: bearer(account.access) }),
    releaseRunning() {
      for (const release of state.held.splice(0)) release();
    },
  };
  beforeAll(async () => {
    state.app = await build({}, { reportWaitMs });
    state.app.get(
      REPORT,
      { preHandler: [state.app.authenticate, state.app.reports.limitPerAccount] },
      async () => {
        state.started += 1;
        await new Promise<void>((resolve) => state.held.push(resolve));
        return { success: true, data: null };
      },
    );
  });
  afterAll(() => state.app.close());
  beforeEach(() => {
    state.started = 0;
  });
  afterEach(() => state.releaseRunning());
  return state;
}

describe('one account’s reports at once', () => {
  const state = appWithHeldReports(PATIENT_MS);
  const { report, releaseRunning } = state;

  it(`runs ${REPORTS_PER_ACCOUNT} at once, lets ${REPORTS_WAITING_PER_ACCOUNT} wait and refuses the next with 429`, async () => {
    const ana = await verifiedAccount(state.app);
    const ben = await verifiedAccount(state.app);
    const running = Array.from({ length: REPORTS_PER_ACCOUNT }, () => report(ana));
    await until(() => state.started === REPORTS_PER_ACCOUNT);
    // Another account is not held back by Ana's.
    const bens = report(ben);
    await until(() => state.started === REPORTS_PER_ACCOUNT + 1);

    // Five more of Ana's: four wait, one is refused (whichever comes last), after a second.
    let settled = 0;
    const sent = Date.now();
    const more = Array.from({ length: REPORTS_WAITING_PER_ACCOUNT + 1 }, () =>
      report(ana).finally(() => {
        settled += 1;
      }),
    );
    await until(() => settled === 1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 20);
    expect(state.started).toBe(REPORTS_PER_ACCOUNT + 1);

    // As turns end, the waiting ones run, never more than two of Ana's at once.
    while (state.started < REPORTS_PER_ACCOUNT + REPORTS_WAITING_PER_ACCOUNT + 1) {
      const before = state.started;
      releaseRunning();
      await until(() => state.started > before);
      expect(state.held.length).toBeLessThanOrEqual(REPORTS_PER_ACCOUNT);
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

    // Every turn was given back: as many as before run at once again.
    const before = state.started;
    const again = Array.from({ length: REPORTS_PER_ACCOUNT }, () => report(ana));
    await until(() => state.started === before + REPORTS_PER_ACCOUNT);
    releaseRunning();
    const statuses = (await Promise.all(again)).map((answer) => answer.statusCode);
    expect(statuses).toEqual(again.map(() => 200));
  });

  it('gives the turn back when the client goes away before the answer', async () => {
    const ana = await verifiedAccount(state.app);
    await state.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = state.app.server.address() as AddressInfo;
    // Ana's turns all taken, the last by a client that will go away.
    const staying = Array.from({ length: REPORTS_PER_ACCOUNT - 1 }, () => report(ana));
    await until(() => state.started === REPORTS_PER_ACCOUNT - 1);
    const leaving = http.get({
      host: '127.0.0.1',
      port,
      path: REPORT,
      headers: bearer(ana.access),
    });
    leaving.on('error', () => undefined);
    await until(() => state.started === REPORTS_PER_ACCOUNT);
    leaving.destroy();

    // Its handler still runs, but its turn is free: the next of Ana's reports runs at once.
    const next = report(ana);
    await until(() => state.started === REPORTS_PER_ACCOUNT + 1);
    releaseRunning();
    const statuses = (await Promise.all([...staying, next])).map((answer) => answer.statusCode);
    expect(statuses).toEqual([...staying, next].map(() => 200));
  });
});

describe('a report that waits too long', () => {
  const state = appWithHeldReports(SHORT_MS);
  const { report, releaseRunning } = state;

  it('refuses a report that waited its bound without a turn', async () => {
    const ana = await verifiedAccount(state.app);
    const running = Array.from({ length: REPORTS_PER_ACCOUNT }, () => report(ana));
    await until(() => state.started === REPORTS_PER_ACCOUNT);
    const waited = Date.now();
    const late = await report(ana);
    expect(late.statusCode).toBe(429);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(SHORT_MS - 20);
    releaseRunning();
    const statuses = (await Promise.all(running)).map((answer) => answer.statusCode);
    expect(statuses).toEqual(running.map(() => 200));
  });
});

describe('the reports’ own connections', () => {
  let app: App;

  beforeAll(async () => {
    app = await build({}, { reportWaitMs: SHORT_MS });
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
    expect(Date.now() - waited).toBeGreaterThanOrEqual(SHORT_MS - 20);

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
