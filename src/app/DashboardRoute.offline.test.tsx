import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../shared/apiLoader';
import { quietLiveEvents } from '../testing/eventStream';
import { aCardAt, answerHome, customerHome } from '../testing/homeFixtures';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { DashboardRoute } from './DashboardRoute';

// The installed app opens at /dashboard (public/manifest.json): offline, it opens on the code
// (docs/product.md, "Your code offline").
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => localStorage.clear());

const amira = aUser({ role_id: 'user', first_name: 'Amira' });
const session = { session: signedInSession(amira) };
const qrCode = () => screen.getByRole('img', { name: 'Your personal QR code' });

function serverUnreachable() {
  mswServer.use(
    http.get(apiUrl('/home'), () => HttpResponse.error()),
    http.get(apiUrl('/users/me/events'), () => HttpResponse.error()),
  );
}

describe('the dashboard offline', () => {
  it('shows the code saved on the first visit, with when, instead of an error', async () => {
    quietLiveEvents();
    answerHome(
      customerHome({
        user: {
          ...amira,
          role_id: 'user',
          qr_code: 'QR-amira',
          short_code: 'K7P4QX2M',
          phone: null,
          phone_findable: false,
        },
        cards: [aCardAt('Bean & Leaf', 'Coffee card', 3, 8)],
      }),
    );
    const online = await renderWithProviders(<DashboardRoute />, { preloadedState: session });
    await screen.findByRole('heading', { name: 'Your QR code' });
    const drawnOnline = qrCode().innerHTML;
    online.unmount();

    serverUnreachable();
    await renderWithProviders(<DashboardRoute />, { preloadedState: session });
    expect(await screen.findByRole('heading', { name: 'Amira' })).toBeInTheDocument();
    expect(qrCode().innerHTML).toBe(drawnOnline);
    expect(
      screen.getByText(/^Saved on .+ — card progress may have changed since\.$/),
    ).toBeVisible();
    expect(screen.getByText('Bean & Leaf: Coffee card')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your dashboard")).not.toBeInTheDocument();
  });

  it('still says it could not load when nothing was saved on this device', async () => {
    serverUnreachable();
    await renderWithProviders(<DashboardRoute />, { preloadedState: session });
    expect(await screen.findByText("We couldn't load your dashboard")).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your personal QR code' })).not.toBeInTheDocument();
  });
});

describe('the dashboard of a customer whose email is not verified yet', () => {
  it('leads back to the code, rather than a connection error', async () => {
    const unverified = aUser({ role_id: 'user', email_verified: false, email: 'lina@example.com' });
    await renderWithProviders(<DashboardRoute />, {
      preloadedState: { session: signedInSession(unverified) },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Confirm your email to start collecting rewards',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/lina@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });
});
