import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { setupStore } from '../../shared/store';
import { notify } from '../../lib/toast';
import { signedInSession } from '../../testing/sessionFixtures';
import { apiUrl, mswServer, installMswServer } from '../../testing/mswServer';
import { api } from './baseApi';

jest.mock('../../lib/toast');

// A probe endpoint for the base query's behaviour, independent of any feature's endpoints.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({ query: (name) => `/probe/${name}` }),
    wholeProbe: build.query<{ success: true; message: string; data: { ok: boolean } }, string>({
      query: (name) => `/probe/${name}`,
      extraOptions: { wholeEnvelope: true },
    }),
  }),
});

installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());

const expired = () =>
  HttpResponse.json(
    { success: false, code: 'TOKEN_EXPIRED', message: 'Your session has expired.' },
    { status: 401 },
  );

function signedInStore(overrides = {}) {
  return setupStore({ session: { ...signedInSession(), ...overrides } });
}

describe('the reauth base query', () => {
  it('sends the bearer token when one exists', async () => {
    let authorization: string | null = null;
    mswServer.use(
      http.get(apiUrl('/probe/a'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = signedInStore({ accessToken: 'token-1' });
    await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(authorization).toBe('Bearer token-1');
  });

  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    let refreshes = 0;
    mswServer.use(
      http.post(apiUrl('/auth/refresh'), async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ refresh: 'refresh-token' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({
          success: true,
          access: 'fresh-access',
          refresh: 'fresh-refresh',
          refresh_expires_at: '2099-01-01T00:00:00.000Z',
        });
      }),
      http.get(apiUrl('/probe/:name'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh-access'
          ? HttpResponse.json({ ok: true })
          : expired(),
      ),
    );
    const store = signedInStore();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => store.dispatch(probeApi.endpoints.probe.initiate(name))),
    );
    expect(refreshes).toBe(1);
    expect(results.map((r) => r.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(store.getState().session).toMatchObject({
      accessToken: 'fresh-access',
      refreshToken: 'fresh-refresh',
      refreshExpiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('logs out with "Session expired. Please login again." when the refresh fails', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/refresh'), () =>
        HttpResponse.json(
          { success: false, code: 'TOKEN_INVALID', message: 'No.' },
          { status: 401 },
        ),
      ),
      http.get(apiUrl('/probe/a'), expired),
    );
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Session expired. Please login again.', 'warning');
  });

  it('does not try to refresh with an expired refresh token', async () => {
    let refreshes = 0;
    mswServer.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
      http.get(apiUrl('/probe/a'), expired),
    );
    const store = signedInStore({ refreshExpiresAt: Date.now() - 1000 });
    await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(refreshes).toBe(0);
    expect(store.getState().session.user).toBeNull();
    expect(notify).toHaveBeenCalledWith('Session expired. Please login again.', 'warning');
  });

  it('treats an unreachable server as demo mode, without a toast', async () => {
    mswServer.use(http.get(apiUrl('/probe/a'), () => HttpResponse.error()));
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toEqual({
      status: 'DEMO_MODE',
      message: 'Backend not available - Demo mode',
    });
    expect(notify).not.toHaveBeenCalled();
    expect(store.getState().session.user).not.toBeNull();
  });

  it.each([
    [
      'the server message',
      { success: false, message: 'That store is closed.' },
      'That store is closed.',
    ],
    ['"An error occurred" without one', { success: false }, 'An error occurred'],
  ])('toasts %s for any other error', async (_label, body, shown) => {
    mswServer.use(http.get(apiUrl('/probe/a'), () => HttpResponse.json(body, { status: 409 })));
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(notify).toHaveBeenCalledWith(shown, 'error');
  });

  it('toasts the error text when the answer is not JSON', async () => {
    mswServer.use(
      http.get(apiUrl('/probe/a'), () => new HttpResponse('<html>oops</html>', { status: 500 })),
    );
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(jest.mocked(notify).mock.calls[0]?.[0]).toMatch(/JSON/);
  });

  it('does not refresh or toast for a 401 on an anonymous call (a wrong password)', async () => {
    let refreshes = 0;
    mswServer.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
      http.get(apiUrl('/probe/a'), () =>
        HttpResponse.json(
          { success: false, message: 'Invalid email or password.' },
          { status: 401 },
        ),
      ),
    );
    const store = setupStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password.' });
    expect(refreshes).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it("answers the envelope's data, or the whole envelope to an endpoint that asks for it", async () => {
    mswServer.use(
      http.get(apiUrl('/probe/a'), () =>
        HttpResponse.json({ success: true, message: 'Here it is.', data: { ok: true } }),
      ),
    );
    const store = signedInStore();
    const unwrapped = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    const whole = await store.dispatch(probeApi.endpoints.wholeProbe.initiate('a'));
    expect(unwrapped.data).toEqual({ ok: true });
    expect(whole.data).toEqual({ success: true, message: 'Here it is.', data: { ok: true } });
  });
});
