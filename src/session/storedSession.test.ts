import { loggedOut, signedIn } from './sessionSlice';
import { aUser } from '../testing/sessionFixtures';
import { setupPersistor, setupStore } from '../shared/store';
import { mayHaveSession } from './storedSession';

const tokens = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  refreshExpiresAt: Date.now() + 3_600_000,
};

/** A store persisted the way the app does it, so the test reads redux-persist's real format. */
async function persistedStore() {
  const store = setupStore();
  const persistor = await new Promise<ReturnType<typeof setupPersistor>>((resolve) => {
    const created = setupPersistor(store, () => resolve(created));
  });
  return { store, persistor };
}

describe('mayHaveSession (read before the app loads)', () => {
  beforeEach(() => localStorage.clear());

  it('is false for a first visit: nothing stored, no token cookies', () => {
    expect(mayHaveSession(localStorage, '')).toBe(false);
  });

  it('is true once a user has signed in, and false again after logout', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(signedIn({ user: aUser(), merchant: null, tokens }));
    await persistor.flush();
    expect(mayHaveSession(localStorage, '')).toBe(true);

    store.dispatch(loggedOut());
    await persistor.flush();
    expect(mayHaveSession(localStorage, '')).toBe(false);
  });

  it('is true when only the token cookies are there (the app restores them)', () => {
    expect(mayHaveSession(localStorage, 'theme=dark; qr_refresh_token=r-1')).toBe(true);
    expect(mayHaveSession(localStorage, 'qr_access_token=a-1')).toBe(true);
    expect(mayHaveSession(localStorage, 'qr_access_token_old=a-1')).toBe(false);
  });

  it('starts the app when the stored session cannot be read', () => {
    localStorage.setItem('persist:qrewards', '{not json');
    expect(mayHaveSession(localStorage, '')).toBe(true);
  });
});
