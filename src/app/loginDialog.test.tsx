import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../testing/renderWithProviders';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { AppRoutes } from './router';

// The layout's login dialog as a visitor meets it (docs/product.md, "Login modal").
installMswServer();
jest.setTimeout(60_000);

const dialog = () => screen.findByRole('dialog', { name: 'Welcome Back' });
const signInButton = () => screen.getAllByRole('button', { name: 'Sign In' })[0]!;

describe('the login dialog', () => {
  it('reopens empty and without a complaint after Escape closed it mid-typing', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AppRoutes />, { route: '/privacy-policy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await user.click(signInButton());
    await dialog();
    await user.type(screen.getByLabelText('Email Address'), 'lina@exa');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(signInButton());
    await dialog();
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('opens with the email filled in after a password reset', async () => {
    mswServer.use(
      http.post(apiUrl('/auth/reset-password'), () =>
        HttpResponse.json({ success: true, message: 'Your password is changed.' }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AppRoutes />, {
      route: { pathname: '/reset-password', state: { email: 'lina@example.com' } },
    });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('314159');
    await user.type(screen.getByLabelText(/^New password/), 'newPassw0rd');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'newPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await dialog();
    expect(screen.getByLabelText('Email Address')).toHaveValue('lina@example.com');
    // The new password is what is left to type.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
