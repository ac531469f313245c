import type { App } from '../../src/app';
import { build } from '../helper';
import { latestCode, register, uniqueEmail, verifiedAccount } from '../accounts';

// The endpoints that take an email from a stranger answer the same status, body and time whether
// the email is unknown, waits for verification or is verified (docs/reliability.md, "Account
// enumeration"; ASVS 6.3.8).

const API = '/api/merchant/auth';

/** Where a request's statements go: PGlite itself, or the pool of node-postgres. */
interface QueryClient {
  query(...args: unknown[]): unknown;
}

/** The text of a statement as either driver receives it (a string, or `{ text, values }`). */
function statementText(query: unknown): string {
  return typeof query === 'string' ? query : String((query as { text?: unknown }).text);
}

describe('account enumeration', () => {
  let app: App;
  let emails: Record<'unknown' | 'waiting' | 'verified', string>;
  /** The work of the request being watched, until its answer is sent; undefined when none is. */
  let watched: { statements: string[]; hashes: number } | undefined;

  beforeAll(async () => {
    app = await build();
    // Everything the database and the code hasher do for a watched request, up to the moment its
    // answer is sent (`onSend`); what comes after the answer cannot show in its timing.
    app.addHook('onSend', async () => {
      watched = undefined;
    });
    const client = app.database.client as unknown as QueryClient;
    const query = client.query;
    jest.spyOn(client, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
      const text = statementText(args[0]);
      // The job queue's workers poll on the same connection whenever they like (seven queues
      // since the automations): their statements are no request's work.
      if (!text.includes('pgboss.')) watched?.statements.push(text);
      return query.apply(this, args);
    });
    const { matches } = app.codeHasher;
    jest.spyOn(app.codeHasher, 'matches').mockImplementation((...args) => {
      if (watched) watched.hashes += 1;
      return matches(...args);
    });
    const waiting = uniqueEmail('waiting');
    await register(app, { email: waiting });
    await latestCode(app, waiting);
    emails = {
      unknown: uniqueEmail('nobody'),
      waiting,
      verified: (await verifiedAccount(app)).email,
    };
  });
  afterAll(() => app.close());

  /** Status, body and the headers a client could compare. */
  async function answer(path: string, payload: object) {
    const response = await app.inject({ method: 'POST', url: `${API}${path}`, payload });
    // What differs between any two calls: the date, the request id, the rate-limit counter.
    const headers = Object.fromEntries(
      Object.entries(response.headers).filter(
        ([name]) => !['date', 'x-request-id'].includes(name) && !name.startsWith('x-ratelimit-'),
      ),
    );
    return { status: response.statusCode, body: response.json(), headers };
  }

  it.each([
    ['/resend-otp', (email: string) => ({ email })],
    ['/forgot-password', (email: string) => ({ email })],
    ['/verify-email', (email: string) => ({ email, otp: '000000' })],
    [
      '/reset-password',
      (email: string) => ({ email, otp: '000000', new_password: 'brand new secret 9' }),
    ],
  ])('%s answers alike for unknown, waiting and verified emails', async (path, payload) => {
    // Twice each: the second resend inside the cooldown once answered 429 for waiting accounts.
    const answers = [];
    for (const email of [...Object.values(emails), ...Object.values(emails)]) {
      answers.push(await answer(path, payload(email)));
    }
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
    expect(answers[0]?.status).toBeLessThan(500);
  });

  it('forgot-password takes the same time for a known and an unknown email', async () => {
    // Interleaved, so whatever else the machine does weighs on both alike; medians of 40.
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const timed = async (kind: 'known' | 'unknown', email: string) => {
      const started = performance.now();
      await app.inject({ method: 'POST', url: `${API}/forgot-password`, payload: { email } });
      times[kind].push(performance.now() - started);
      // The code is sent after the answer: let it finish so it does not slow the next request.
      await app.background.settled();
      await app.jobs.drain();
    };
    for (let round = 0; round < 40; round += 1) {
      await timed('known', emails.verified);
      await timed('unknown', uniqueEmail('nobody'));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const ratio = median(times.known) / median(times.unknown);
    // Before the fix a known email did the code and the email in the request: 6.9 against 4.0 ms.
    expect(ratio).toBeGreaterThan(0.67);
    expect(ratio).toBeLessThan(1.5);
  });

  it.each([
    ['/verify-email', (email: string) => ({ email, otp: '000000' })],
    [
      '/reset-password',
      (email: string) => ({ email, otp: '000000', new_password: 'brand new secret 9' }),
    ],
  ])('%s does the same work before its answer for every email', async (path, payload) => {
    // Not a stopwatch: the statements run and the codes hashed before the answer is sent, which
    // a busy machine cannot blur. Before the fix a waiting account read its code and wrote the
    // wrong try's count (a commit to disk) before answering, an unknown email did neither: 8.8
    // against 4.3 ms.
    const work: Record<string, { statements: string[]; hashes: number }> = {};
    for (const [kind, email] of Object.entries(emails)) {
      const seen = { statements: [], hashes: 0 };
      watched = seen;
      const response = await app.inject({
        method: 'POST',
        url: `${API}${path}`,
        payload: payload(email),
      });
      watched = undefined;
      await app.background.settled();
      expect(response.statusCode).toBe(400);
      work[kind] = seen;
    }
    expect(work.waiting?.statements.length).toBeGreaterThan(0);
    expect(work.waiting?.hashes).toBe(1);
    expect(work.unknown).toEqual(work.waiting);
    expect(work.verified).toEqual(work.waiting);
  });
});
