import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { setupStore } from '../../shared/store';
import { notify } from '../../lib/toast';
import { signedInSession } from '../../testing/sessionFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { authApi } from '../auth';
import { usersApi } from '../users';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());

const refused =
  (message: string, status = 400) =>
  () =>
    HttpResponse.json({ success: false, code: 'VALIDATION_ERROR', message }, { status });

const signedInStore = () => setupStore({ session: signedInSession() });

describe('error toasts', () => {
  type Store = ReturnType<typeof setupStore>;
  const formCalls: [
    string,
    'post' | 'put',
    string,
    (store: Store) => Promise<{ error?: unknown }>,
  ][] = [
    [
      'a sign-up',
      'post',
      '/auth/register',
      (store) =>
        store.dispatch(
          authApi.endpoints.register.initiate({
            first_name: 'Lina',
            last_name: 'Okafor',
            email: 'lina@example.com',
            password: 'stamps4ever',
            account_type: 'user',
          }),
        ),
    ],
    [
      'a forgotten password',
      'post',
      '/auth/forgot-password',
      (store) =>
        store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: 'lina@example.com' })),
    ],
    [
      'a password change',
      'put',
      '/users/me/password',
      (store) =>
        store.dispatch(
          usersApi.endpoints.changePassword.initiate({
            current_password: 'oldPassw0rd',
            new_password: 'newPassw0rd',
          }),
        ),
    ],
  ];

  // Each form shows its failure itself (docs/architecture.md, "Forms"): a toast would repeat it.
  it.each(formCalls)(
    'raises none for %s, whose form says why',
    async (_label, method, path, send) => {
      mswServer.use(http[method](apiUrl(path), refused('That will not do.')));
      const result = await send(signedInStore());
      expect(result.error).toMatchObject({ message: 'That will not do.' });
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('still toasts a failure no form shows, such as a refused QR code rotation', async () => {
    mswServer.use(http.post(apiUrl('/users/me/qr/rotate'), refused('Try again later.', 503)));
    await signedInStore().dispatch(usersApi.endpoints.rotateQrCode.initiate());
    expect(notify).toHaveBeenCalledWith('Try again later.', 'error');
  });
});
