import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/app';
import { connectDatabase } from '../../../src/db/client';
import { DATABASE_WAIT_MS } from '../../../src/db/unavailable';
import { addDays, MAX_RANGE_DAYS, todayIn } from '../../../src/modules/analytics/date-range';
import { DEMO_TIME_ZONE } from '../../../src/services/demo/demo-data';
import { TOO_MANY_REPORTS } from '../../../src/plugins/reports';
import { seedDemo } from '../../../src/services/demo/seed-demo';
import { bearer, verifiedAccount } from '../../accounts';
import { build, createTestDatabase } from '../../helper';
import { ANALYTICS, analyticsWorld } from './fixture';

// One merchant's reports must not make the API fail for anyone else
// (docs/reliability.md, "One tenant's reports"). On PostgreSQL with the product's own bounds (a
// pool of 10, 1 s to get a connection): before the fix, 30 loops of a 400-day overview made other
// people's `GET /users/me` answer 503 and cut other merchants' exports. The p99 goal lives in
// `npm run bench:api`; this test asserts only what a person would notice: errors.

const postgresUrl = process.env.TEST_DATABASE_URL;
const API = '/api/merchant';
/** The attacking merchant's loops, each bounded in count and all of them in time. */
const LOOPS = 30;
const REQUESTS_PER_LOOP = 400;
const RUN_MS = 8_000;
const SEED_MS = 240_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A whole answer, body read to its end; a connection cut mid-body is status 0. */
async function get(url: string, access: string): Promise<Answer> {
  try {
    const response = await fetch(url, { headers: bearer(access) });
    const body = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String(error) };
  }
}

/** Calls `request` one after the other until `until` or `max` calls; answers every answer. */
async function repeat(until: number, max: number, request: () => Promise<Answer>) {
  const answers: Answer[] = [];
  while (answers.length < max && Date.now() < until) answers.push(await request());
  return answers;
}

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

(postgresUrl ? describe : describe.skip)('one merchant’s reports (PostgreSQL)', () => {
  let app: App;
  let base: string;
  let heavy: { access: string };
  let other: { access: string };
  let neighbour: { access: string };

  beforeAll(async () => {
    // The product's own bounds, not the suite's patient 10 s (test/helper.ts).
    const database = await createTestDatabase(postgresUrl, DATABASE_WAIT_MS);
    app = await build({ DATABASE_TIMEOUT_MS: String(DATABASE_WAIT_MS) }, { database });
    await app.ready();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // A year of the demo merchant's data, written through a patient connection of its own: bulk
    // inserts outlast a request's one-second statement bound.
    const seeding = await connectDatabase({
      url: database.client.options.connectionString,
      dataDir: os.tmpdir(),
      timeoutMs: 120_000,
    });
    let seeded;
    try {
      seeded = await seedDemo(seeding.db, { now: new Date(), passwords: app.passwords });
      // Three times the demo's visits (each again 7 and 14 minutes earlier): a busier merchant,
      // so the old code's failure shows on a quiet machine too, not only on a loaded one.
      await seeding.db.execute(sql`
        insert into interactions (merchant_id, store_id, reward_card_id, customer_card_id,
                                  customer_id, branch_id, kind, count, created_at)
        select i.merchant_id, i.store_id, i.reward_card_id, i.customer_card_id, i.customer_id,
               i.branch_id, i.kind, i.count, i.created_at - copy * interval '7 minutes'
        from interactions i
        join merchants m on m.id = i.merchant_id and m.user_id = ${seeded.merchant.userId}
        cross join generate_series(1, 2) copy
        where i.kind <> 'undo' and i.undone_at is null`);
      await seeding.db.execute(sql`analyze interactions`);
    } finally {
      await seeding.close();
    }
    const login = await app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: seeded.merchant.email, password: seeded.merchant.password },
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
    heavy = { access: login.json().data.tokens.access_token };
    other = await verifiedAccount(app, { account_type: 'user' });
    neighbour = (await analyticsWorld(app)).owner;
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, SEED_MS);
  afterAll(() => app?.close());

  it('30 loops of one merchant’s 400-day overview: others get every answer, exports whole', async () => {
    const today = todayIn(DEMO_TIME_ZONE, new Date());
    const overviewUrl = `${base}${ANALYTICS}/overview?from=${addDays(today, 1 - MAX_RANGE_DAYS)}&to=${today}`;
    // The neighbour's file, read while the server is quiet: the same bytes are expected under load.
    const exportUrl = `${base}${ANALYTICS}/export?from=2029-12-01&to=2030-01-31`;
    const quietExport = await get(exportUrl, neighbour.access);
    expect(quietExport.status).toBe(200);
    expect(quietExport.body.split('\r\n').length).toBeGreaterThan(10);

    const until = Date.now() + RUN_MS;
    const [heavyAnswers, otherAnswers, neighbourExports] = await Promise.all([
      Promise.all(
        Array.from({ length: LOOPS }, () =>
          repeat(until, REQUESTS_PER_LOOP, () => get(overviewUrl, heavy.access)),
        ),
      ).then((loops) => loops.flat()),
      repeat(until, Infinity, () => get(`${base}${API}/users/me`, other.access)),
      repeat(until, Infinity, () => get(exportUrl, neighbour.access)),
    ]);

    // Everyone else: not one error, and every export whole.
    expect(statuses(otherAnswers)).toEqual({ 200: otherAnswers.length });
    expect(otherAnswers.length).toBeGreaterThan(3);
    expect(statuses(neighbourExports)).toEqual({ 200: neighbourExports.length });
    for (const answer of neighbourExports) expect(answer.body).toBe(quietExport.body);

    // The merchant running the loops: served, and told to wait for the rest. (Its own 400-day
    // reports may still pass the one-second statement bound on a loaded machine: 503.)
    const counts = statuses(heavyAnswers);
    expect(Object.keys(counts).filter((status) => !['200', '429', '503'].includes(status))).toEqual(
      [],
    );
    expect(counts[200]).toBeGreaterThan(0);
    const refused = heavyAnswers.find((answer) => answer.status === 429);
    expect(Number(refused?.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused!.body)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: TOO_MANY_REPORTS,
    });
  });
});
