import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, testClock, verifiedAccount } from '../../accounts';

const REFRESH = '/api/merchant/auth/refresh';
const ME = '/api/merchant/users/me';
/** docs/reliability.md, "Sessions in several tabs": the grace after a refresh token's rotation. */
const GRACE_MS = 10_000;

interface Refreshed {
  access: string;
  refresh: string;
}

describe('a refresh token spent moments ago (two tabs racing)', () => {
  const clock = testClock();
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  });

  afterAll(async () => {
    await app.close();
  });

  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: REFRESH, payload: { refresh: token } });
  const me = (access: string) => app.inject({ method: 'GET', url: ME, headers: bearer(access) });
  const rotate = async (token: string): Promise<Refreshed> => {
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers fresh tokens within the grace and keeps the session', async () => {
    const session = await verifiedAccount(app);
    const first = await rotate(session.refresh);
    clock.advance(GRACE_MS - 1_000);

    const again = await refresh(session.refresh);

    expect(again.statusCode).toBe(200);
    const second: Refreshed = again.json();
    expect(second.refresh).not.toBe(first.refresh);
    for (const tokens of [first, second]) {
      expect((await me(tokens.access)).statusCode).toBe(200);
    }
    expect((await refresh(first.refresh)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('lets two refreshes with the same token at the same instant both succeed', async () => {
    const session = await verifiedAccount(app);

    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      expect((await me(answer.json().access)).statusCode).toBe(200);
    }
  });

  it('still revokes the whole family for a reuse after the grace (RFC 9700 §4.14.2)', async () => {
    const session = await verifiedAccount(app);
    const first = await rotate(session.refresh);
    clock.advance(2_000);
    const withinGrace = await rotate(session.refresh);
    // The grace counts from the rotation, not from the last reuse.
    clock.advance(GRACE_MS - 2_000 + 1_000);

    const replay = await refresh(session.refresh);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    for (const tokens of [first, withinGrace]) {
      expect((await refresh(tokens.refresh)).statusCode).toBe(401);
      expect((await me(tokens.access)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });

  it('does not reopen a session that was signed out within the grace', async () => {
    const session = await verifiedAccount(app);
    const first = await rotate(session.refresh);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/logout',
      headers: bearer(first.access),
    });
    expect(logout.statusCode).toBe(200);
    clock.advance(1_000);

    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });
});
