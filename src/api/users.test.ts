import { http, HttpResponse } from 'msw';
import { loadApi } from '../shared/apiLoader';
import { setupStore } from '../shared/store';
import { signedInSession } from '../testing/sessionFixtures';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { usersApi } from './users';

installMswServer();
beforeAll(() => loadApi());

describe('changing the password', () => {
  it('keeps the session alive with the new tokens the server hands back', async () => {
    mswServer.use(
      http.put(apiUrl('/users/me/password'), () =>
        HttpResponse.json({
          success: true,
          data: {
            tokens: {
              access_token: 'after-change',
              refresh_token: 'refresh-after-change',
              access_expires_at: '2099-01-01T00:15:00.000Z',
              refresh_expires_at: '2099-01-02T00:00:00.000Z',
            },
          },
        }),
      ),
    );
    const store = setupStore({ session: signedInSession() });
    await store.dispatch(
      usersApi.endpoints.changePassword.initiate({
        current_password: 'Old-pass-1',
        new_password: 'New-pass-2',
      }),
    );
    expect(store.getState().session).toMatchObject({
      accessToken: 'after-change',
      refreshToken: 'refresh-after-change',
      refreshExpiresAt: Date.parse('2099-01-02T00:00:00.000Z'),
    });
  });
});
