import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { LoginDialogContext } from '../../lib/loginDialog';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser } from '../../testing/sessionFixtures';
import { RegisterPage } from './RegisterPage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());

/** The layout's login dialog, as the page sees it. */
const openLogin = jest.fn();
beforeEach(() => {
  openLogin.mockClear();
  jest.mocked(notify).mockClear();
});

const renderPage = () =>
  renderWithProviders(
    <LoginDialogContext.Provider value={openLogin}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </LoginDialogContext.Provider>,
    { route: '/register' },
  );

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'lina@example.com') {
  await user.type(screen.getByLabelText(/First name/), 'Lina');
  await user.type(screen.getByLabelText(/Last name/), 'Okafor');
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'stamps4ever');
}

const registered = (email: string) => ({
  success: true,
  data: {
    user: aUser({ email, first_name: 'Lina', role_id: 'user', email_verified: false }),
    merchant: null,
    tokens: {
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      access_expires_at: '2099-01-01T00:15:00.000Z',
      refresh_expires_at: '2099-01-02T00:00:00.000Z',
    },
    pending_verification: true,
  },
});

describe('customer sign-up', () => {
  it('names each missing field and states the password rule', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByText('8 to 128 characters with a letter and a digit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('explains a password without a digit and an invalid email', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText(/Email/), 'lina@');
    await user.type(screen.getByLabelText(/^Password/), 'onlyletters');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must contain a digit')).toBeInTheDocument();
  });

  const emailTaken = () =>
    mswServer.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'An account with this email already exists.',
            errors: { email: ['An account with this email already exists.'] },
          },
          { status: 409 },
        ),
      ),
    );

  it('shows "email taken" once, under the email field, and not as a toast', async () => {
    emailTaken();
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
        'An account with this email already exists.',
      ),
    );
    expect(screen.getByLabelText(/Email/)).toBeInvalid();
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('drops "email taken" once the email is corrected', async () => {
    emailTaken();
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists.'),
    );
    await user.clear(email);
    await user.type(email, 'lina.okafor@example.com');
    expect(email).toBeValid();
    expect(
      screen.queryByText('An account with this email already exists.'),
    ).not.toBeInTheDocument();
  });

  it('says so above the button when the server cannot be reached', async () => {
    mswServer.use(http.post(apiUrl('/auth/register'), () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/can't reach the server/);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('puts the server field errors on their fields', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Some fields need another look.',
            errors: { username: ['This username is taken.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await fillIn(user);
    await user.type(screen.getByLabelText(/Username/), 'lina');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(
      'This username is taken.',
    );
  });

  it('signs the new customer in and sends them to the code entry', async () => {
    let sent: unknown;
    mswServer.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(registered('lina@example.com'), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderPage();
    await fillIn(user, '  lina@example.com ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('At /verify-email with lina@example.com')).toBeInTheDocument();
    expect(sent).toEqual({
      first_name: 'Lina',
      last_name: 'Okafor',
      email: 'lina@example.com',
      password: 'stamps4ever',
      account_type: 'user',
    });
    expect(store.getState().session).toMatchObject({
      user: { email: 'lina@example.com', role_id: 'user' },
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      registrationStep: 2,
      isRegistered: true,
    });
  });

  it('opens the login dialog from "Sign in" and links to the merchant registration', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Register as a merchant' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
  });
});
