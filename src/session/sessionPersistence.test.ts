import { signedIn, loggedOut } from './sessionSlice';
import { aUser } from '../testing/sessionFixtures';
import { syncSessionCookies } from './sessionCookieSync';
import { PERSIST_KEY, setupPersistor, setupStore } from '../shared/store';

const tokens = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  refreshExpiresAt: Date.now() + 3_600_000,
};

function rehydrated(store = setupStore()) {
  return new Promise<{
    store: ReturnType<typeof setupStore>;
    persistor: ReturnType<typeof setupPersistor>;
  }>((resolve) => {
    const persistor = setupPersistor(store, () => resolve({ store, persistor }));
  });
}

describe('session persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'qr_access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'qr_refresh_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('keeps the session under one fixed local-storage key, with a version, and restores it', async () => {
    const first = await rehydrated();
    first.store.dispatch(signedIn({ user: aUser(), merchant: null, tokens }));
    await first.persistor.flush();
    const stored = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}');
    expect(JSON.parse(stored.accessToken)).toBe('access-1');
    expect(JSON.parse(stored._persist)).toMatchObject({ version: 1 });
    expect(stored.api).toBeUndefined();

    const second = await rehydrated();
    expect(second.store.getState().session.user?.email).toBe('amira@example.com');
    expect(second.store.getState().session.accessToken).toBe('access-1');
  });

  it('starts from the defaults when the stored copy predates versioning', async () => {
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        accessToken: '"old"',
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store } = await rehydrated();
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('loads tokens from cookies at start, and mirrors every change into them', async () => {
    document.cookie = 'qr_access_token=from-cookie; path=/';
    document.cookie = 'qr_refresh_token=refresh-cookie; path=/';
    const { store } = await rehydrated();
    const stop = syncSessionCookies(store);
    expect(store.getState().session).toMatchObject({
      accessToken: 'from-cookie',
      refreshToken: 'refresh-cookie',
    });
    const expiry = store.getState().session.refreshExpiresAt ?? 0;
    expect(expiry - Date.now()).toBeGreaterThan(24 * 3_600_000 - 5_000);

    store.dispatch(signedIn({ user: aUser(), merchant: null, tokens }));
    expect(document.cookie).toContain('qr_access_token=access-1');
    store.dispatch(loggedOut());
    expect(document.cookie).not.toContain('qr_access_token');
    stop();
  });
});
