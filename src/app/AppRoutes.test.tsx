import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { signedInSession } from '../testing/sessionFixtures';
import { reloadTo } from '../lib/browserLocation';
import { AppRoutes } from './router';

jest.mock('../lib/browserLocation');
installMswServer();
// The landing page's pricing section reads the plans (docs/product.md, "Landing page").
beforeEach(() =>
  mswServer.use(
    http.get(apiUrl('/subscription/plans'), () => HttpResponse.json({ success: true, data: [] })),
  ),
);

describe('the app shell', () => {
  it('shows the "Loading..." spinner while a lazy page loads, then the page', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/privacy-policy', settle: false });
    // The landing page is eager; every other page is fetched on demand behind the spinner.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('renders the landing page without a spinner', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('how-it-works')).not.toBeNull();
  });

  it('puts the navigation bar and the footer on every page', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/payment-test' });
    await screen.findByRole('heading', { level: 1, name: 'Payment test' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says "Backend not available - Demo mode" while in demo mode', async () => {
    await renderWithProviders(<AppRoutes />, {
      route: '/',
      preloadedState: { session: { ...signedInSession(), isDemo: true } },
    });
    expect(await screen.findByText(/Backend not available - Demo mode/)).toBeInTheDocument();
  });

  it('answers an unknown address with a page-not-found page', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('logs out: revokes the session, clears it and reloads to the home page', async () => {
    let revokedWith: string | null = null;
    mswServer.use(
      http.post(apiUrl('/auth/logout'), ({ request }) => {
        revokedWith = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    document.cookie = 'qr_access_token=access-token; path=/';
    const { store } = await renderWithProviders(<AppRoutes />, {
      route: '/',
      preloadedState: { session: signedInSession() },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(revokedWith).toBe('Bearer access-token');
    expect(document.cookie).not.toContain('qr_access_token');
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
  });
});
