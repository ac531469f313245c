import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { PasswordChangeCard } from './PasswordChangeCard';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());

const renderCard = () =>
  renderWithProviders(<PasswordChangeCard email="amira@example.com" />, {
    preloadedState: { session: signedInSession() },
  });

async function fillIn(user: ReturnType<typeof userEvent.setup>, next: string, confirm = next) {
  await user.type(screen.getByLabelText(/^Current password/), 'oldPassw0rd');
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
}

describe('changing the password', () => {
  it('explains each rule it breaks', async () => {
    const user = userEvent.setup();
    await renderCard();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    await fillIn(user, 'oldPassw0rd', 'different1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('New password must differ from the current one'),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('puts a wrong current password under that field only, until it is retyped', async () => {
    mswServer.use(
      http.put(apiUrl('/users/me/password'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Your current password is not right.',
            errors: { current_password: ['Your current password is not right.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderCard();
    await fillIn(user, 'newPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Your current password is not right.'),
    );
    expect(screen.getAllByText('Your current password is not right.')).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
    await user.type(current, '!');
    expect(current).toBeValid();
    expect(screen.queryByText('Your current password is not right.')).not.toBeInTheDocument();
  });

  it('changes it and clears the form', async () => {
    let sent: unknown;
    mswServer.use(
      http.put(apiUrl('/users/me/password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const user = userEvent.setup();
    await renderCard();
    await fillIn(user, 'newPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Password changed', 'success'));
    expect(sent).toEqual({ current_password: 'oldPassw0rd', new_password: 'newPassw0rd' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });
});
