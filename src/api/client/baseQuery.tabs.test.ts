import { http, HttpResponse } from 'msw';
import {
  clearTokenCookies,
  readTokenCookies,
  writeTokenCookies,
} from '../../session/sessionCookies';
import { signedInSession } from '../../testing/sessionFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { installFakeWebLocks } from '../../testing/fakeWebLocks';

// Two tabs of one browser: each has its own copy of the app's modules (store, API, in-tab mutex),
// and they share what a browser shares between tabs: cookies and the Web Locks manager
// (docs/reliability.md, "Sessions in several tabs").

jest.mock('../../lib/toast');

installMswServer();
installFakeWebLocks();
afterEach(() => clearTokenCookies());

/** An access token shaped as the server's (a JWT whose payload names its session, `sid`). */
function accessToken(sid: string, generation: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'at+jwt' })}.${part({ sub: 'u1', sid })}.sig${generation}`;
}

/**
 * The server's refresh rules for one session: each refresh token works once, and a spent one
 * ends the session (docs/api.md, "Sessions and tokens"). Probes answer 200 to the newest access
 * token of a live session, else 401; the first one (generation 1) has expired.
 */
function fakeSessionServer(sid = 's1') {
  const server = { refreshes: 0, revoked: false, generation: 1, spent: new Set<string>() };
  const refreshOf = (generation: number) => `refresh-${sid}-${generation}`;
  mswServer.use(
    http.post(apiUrl('/auth/refresh'), async ({ request }) => {
      server.refreshes += 1;
      const { refresh } = (await request.json()) as { refresh: string };
      // Slow enough for the other tab's 401 to arrive while this refresh is in flight.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (server.revoked || refresh !== refreshOf(server.generation)) {
        if (server.spent.has(refresh)) server.revoked = true;
        return HttpResponse.json(
          { success: false, code: 'TOKEN_INVALID', message: 'Your session has ended.' },
          { status: 401 },
        );
      }
      server.spent.add(refresh);
      server.generation += 1;
      return HttpResponse.json({
        success: true,
        access: accessToken(sid, server.generation),
        refresh: refreshOf(server.generation),
        access_expires_at: '2099-01-01T00:15:00.000Z',
        refresh_expires_at: '2099-01-02T00:00:00.000Z',
      });
    }),
    http.get(apiUrl('/probe/:name'), ({ request }) => {
      const current = `Bearer ${accessToken(sid, server.generation)}`;
      const live = !server.revoked && server.generation > 1;
      return live && request.headers.get('authorization') === current
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json(
            { success: false, code: 'TOKEN_EXPIRED', message: 'Your session has expired.' },
            { status: 401 },
          );
    }),
  );
  return server;
}

/** The session both tabs loaded from storage: generation 1 of session `sid`, its access expired. */
function storedSession(sid = 's1') {
  const tokens = {
    accessToken: accessToken(sid, 1),
    refreshToken: `refresh-${sid}-1`,
    refreshExpiresAt: Date.parse('2099-01-02T00:00:00.000Z'),
  };
  return { ...signedInSession(), ...tokens };
}

/** A tab: fresh modules (its own store, API and mutex), its session as read from storage. */
async function openTab(session: ReturnType<typeof storedSession>) {
  let tab: { probe: () => Promise<{ data?: unknown }>; session: () => typeof session } | undefined;
  await jest.isolateModulesAsync(async () => {
    const { setupStore } = await import('../../shared/store');
    const { loadApi } = await import('../../shared/apiLoader');
    const { api } = await import('./baseApi');
    await loadApi();
    const probeApi = api.injectEndpoints({
      endpoints: (build) => ({
        probe: build.query<{ ok: boolean }, string>({ query: (name) => `/probe/${name}` }),
      }),
    });
    const store = setupStore({ session });
    tab = {
      probe: () => store.dispatch(probeApi.endpoints.probe.initiate('save')),
      session: () => store.getState().session as typeof session,
    };
  });
  if (!tab) throw new Error('the tab did not open');
  return tab;
}

async function twoTabs() {
  const session = storedSession();
  writeTokenCookies(session);
  return [await openTab(session), await openTab(session)] as const;
}

describe('the reauth base query in two tabs of one browser', () => {
  it('refreshes once when both tabs get a 401 at the same time', async () => {
    const server = fakeSessionServer();
    const [tabA, tabB] = await twoTabs();

    const [inA, inB] = await Promise.all([tabA.probe(), tabB.probe()]);

    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
    expect([inA.data, inB.data]).toEqual([{ ok: true }, { ok: true }]);
    for (const tab of [tabA, tabB]) {
      expect(tab.session()).toMatchObject({
        user: expect.objectContaining({ id: signedInSession().user?.id }),
        accessToken: accessToken('s1', 2),
        refreshToken: 'refresh-s1-2',
      });
    }
  });

  it('uses the tokens another tab refreshed earlier instead of spending its own again', async () => {
    const server = fakeSessionServer();
    const [tabA, tabB] = await twoTabs();

    expect((await tabA.probe()).data).toEqual({ ok: true });
    expect((await tabB.probe()).data).toEqual({ ok: true });

    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
    expect(tabB.session().refreshToken).toBe('refresh-s1-2');
    expect(readTokenCookies()?.refreshToken).toBe('refresh-s1-2');
  });

  it('never takes up the stored tokens of another session', async () => {
    // Tab B signed out and someone signed in again there: the cookies hold session s2's tokens.
    const server = fakeSessionServer('s1');
    const tabA = await openTab(storedSession('s1'));
    writeTokenCookies(storedSession('s2'));
    const sent: (string | null)[] = [];
    mswServer.events.on('request:start', ({ request }) => {
      sent.push(request.headers.get('authorization'));
    });

    await tabA.probe();
    mswServer.events.removeAllListeners();

    expect(sent).not.toContain(`Bearer ${accessToken('s2', 1)}`);
    expect(server.refreshes).toBe(1);
    expect(tabA.session().refreshToken).toBe('refresh-s1-2');
  });
});
