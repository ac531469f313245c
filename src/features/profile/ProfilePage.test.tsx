import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import type { SessionUser } from '../../session/sessionTypes';
import { ProfilePage } from './ProfilePage';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());

const customer = aUser({ role_id: 'user', qr_code: 'qr-code-one', email_verified: true });

function serveMe(user: SessionUser = customer, wait = 0) {
  let current = user;
  mswServer.use(
    http.get(apiUrl('/users/me'), async () => {
      await delay(wait);
      return HttpResponse.json({ success: true, data: { user: current, merchant: null } });
    }),
  );
  return (next: SessionUser) => {
    current = next;
  };
}

const renderSignedIn = () =>
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: signedInSession(customer) },
  });

describe('the profile page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    await renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows outlines while loading, then the cards', async () => {
    serveMe(customer, 150);
    await renderSignedIn();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Amira');
    expect(screen.getByRole('heading', { name: 'Your QR code' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your personal QR code' }).tagName).toBe('svg');
    expect(screen.getByText('Show this at the counter to collect stamps')).toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let calls = 0;
    mswServer.use(
      http.get(apiUrl('/users/me'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, code: 'SERVICE_UNAVAILABLE', message: 'The database is busy' },
              { status: 503 },
            )
          : HttpResponse.json({ success: true, data: { user: customer, merchant: null } });
      }),
    );
    const user = userEvent.setup();
    await renderSignedIn();
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your profile" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The database is busy/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Amira');
  });

  it('saves the personal details and updates the session', async () => {
    let sent: unknown;
    serveMe();
    mswServer.use(
      http.put(apiUrl('/users/me'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          data: { ...customer, first_name: 'Mira', birth_date: '1990-04-12', gender: 'non_binary' },
        });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderSignedIn();
    const firstName = await screen.findByLabelText(/First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Mira');
    await user.type(screen.getByLabelText('Birth date'), '1990-04-12');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Non-binary');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Profile saved', 'success'));
    expect(sent).toEqual({
      first_name: 'Mira',
      last_name: 'Haddad',
      username: 'amira',
      birth_date: '1990-04-12',
      gender: 'non_binary',
    });
    expect(store.getState().session.user).toMatchObject({
      first_name: 'Mira',
      gender: 'non_binary',
    });
  });

  it('explains invalid details and shows server field errors on their fields', async () => {
    serveMe();
    mswServer.use(
      http.put(apiUrl('/users/me'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'Username taken.',
            errors: { username: ['This username is taken.'] },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderSignedIn();
    const firstName = await screen.findByLabelText(/First name/);
    await user.clear(firstName);
    await user.type(screen.getByLabelText('Birth date'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Birth date cannot be in the future')).toBeInTheDocument();

    await user.type(firstName, 'Amira');
    await user.clear(screen.getByLabelText('Birth date'));
    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'taken_name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(
        'This username is taken.',
      ),
    );
    // Said once, under the field: no toast repeats it.
    expect(notify).not.toHaveBeenCalled();
  });

  it('replaces the QR code after the person confirms', async () => {
    const replaceMe = serveMe();
    let rotations = 0;
    mswServer.use(
      http.post(apiUrl('/users/me/qr/rotate'), () => {
        rotations += 1;
        replaceMe({ ...customer, qr_code: 'qr-code-two', short_code: 'M2XQ4P7K' });
        return HttpResponse.json({
          success: true,
          data: { qr_code: 'qr-code-two', short_code: 'M2XQ4P7K' },
        });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderSignedIn();
    const modules = () => screen.getByRole('img', { name: 'Your personal QR code' }).innerHTML;
    await screen.findByRole('img', { name: 'Your personal QR code' });
    const before = modules();

    await user.click(screen.getByRole('button', { name: 'Get a new code' }));
    const dialog = screen.getByRole('dialog', { name: 'Get a new QR code?' });
    expect(dialog).toHaveTextContent('Your current code and short code stop working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rotations).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Get a new code' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Get a new code' }),
    );
    await waitFor(() => expect(modules()).not.toBe(before));
    expect(rotations).toBe(1);
    expect(notify).toHaveBeenCalledWith('Your new QR code is ready', 'success');
    expect(store.getState().session.user?.qr_code).toBe('qr-code-two');
    // The short code under the QR code is new too, shown in two groups of four.
    expect(await screen.findByText('M2XQ-4P7K')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
