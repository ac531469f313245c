import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { LoginDialogContext } from '../../lib/loginDialog';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());

function LocationProbe() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

/** The layout's login dialog, as the page sees it. */
const openLogin = jest.fn();
beforeEach(() => openLogin.mockClear());

const renderPage = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <LoginDialogContext.Provider value={openLogin}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </LoginDialogContext.Provider>,
    { route: { pathname: '/reset-password', state: { email: 'lina@example.com' } }, ...options },
  );

async function fillIn(user: ReturnType<typeof userEvent.setup>, confirm = 'newPassw0rd') {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste('314159');
  await user.type(screen.getByLabelText(/^New password/), 'newPassw0rd');
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
}

describe('reset password', () => {
  it('takes the email from the link and explains what is missing', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByLabelText(/Email/)).toHaveValue('lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Enter the 6-digit code from your email')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
  });

  it('notices passwords that do not match', async () => {
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user, 'otherPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('shows a wrong code under the code', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/reset-password'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'That code is not right. 2 attempts left.',
            errors: { otp: ['That code is not right. 2 attempts left.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(
        screen.getByRole('group', { name: 'Code from the email' }),
      ).toHaveAccessibleDescription('That code is not right. 2 attempts left.'),
    );
  });

  it('updates the password, ends the old session and sends the person to sign in', async () => {
    let sent: unknown;
    mswServer.use(
      http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderPage({ preloadedState: { session: signedInSession() } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('At /')).toBeInTheDocument();
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(openLogin).toHaveBeenCalledWith(undefined, 'lina@example.com');
    expect(sent).toEqual({ email: 'lina@example.com', otp: '314159', new_password: 'newPassw0rd' });
    expect(notify).toHaveBeenCalledWith('Password updated. Please sign in.', 'success');
    expect(store.getState().session.user).toBeNull();
  });
});
