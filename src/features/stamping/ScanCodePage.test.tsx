import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../app/router';
import { paths } from '../../shared/paths';
import { installMswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aStoreDetail, answerLookup, answerStores } from '../../testing/scannerFixtures';
import { aUser, signedInSession } from '../../testing/sessionFixtures';

// No handler answers anything the tests do not set up: a page that asked the server about the code
// would fail them (src/testing/mswServer.ts).
installMswServer();

describe('the /scan/:code page', () => {
  it('opens the scanner on the code for a signed-in merchant', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(5);
    await renderWithProviders(<AppRoutes />, {
      route: paths.scan('QR-ana'),
      preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
    });
    expect(await screen.findByRole('dialog', { name: 'Scan a customer' })).toBeInTheDocument();
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 of 8 stamps' })).toBeInTheDocument();
  });

  it('tells a signed-out visitor what the code is, offers to sign in, and shows no customer', async () => {
    await renderWithProviders(<AppRoutes />, { route: paths.scan('QR-ana') });
    expect(await screen.findByText('This is a QRewards customer code.')).toBeInTheDocument();
    expect(
      screen.getByText('Show it at the counter of a participating store.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Scan a customer' })).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('tells a signed-in customer the same, without the scanner', async () => {
    await renderWithProviders(<AppRoutes />, {
      route: paths.scan('QR-ana'),
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(await screen.findByText('This is a QRewards customer code.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('dialog', { name: 'Scan a customer' })).not.toBeInTheDocument();
  });
});
