import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../session/sessionSlice';
import type { RoleId } from '../session/sessionTypes';
import { LocationProbe } from '../testing/LocationProbe';
import { http, HttpResponse } from 'msw';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { quietLiveEvents } from '../testing/eventStream';
import { answerHome, customerHome } from '../testing/homeFixtures';
import { AppRoutes } from './router';

// Issue "No way back" and "My Stores silently redirects": the signed-in navigation, by role, on the
// desktop bar and in the phone menu. /stores is everyone's (docs/product.md, "Store pages").

installMswServer();
// A customer's dashboard reads GET /home (docs/product.md, "The customer's dashboard").
beforeEach(() => answerHome(customerHome({})));
// ...and follows the customer's cards live (docs/api.md, "Live updates").
beforeEach(() => quietLiveEvents());
beforeEach(() => {
  // A merchant's dashboard asks where their request stands.
  mswServer.use(
    http.get(apiUrl('/merchant-requests/my'), () => HttpResponse.json({ success: true, data: [] })),
    // An administrator's dashboard counts the requests waiting.
    http.get(apiUrl('/merchant-requests'), () =>
      HttpResponse.json({ success: true, data: { items: [], page: 1, page_size: 1, total: 0 } }),
    ),
  );
});

async function renderAppAs(role: RoleId, route = '/privacy-policy') {
  await renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    {
      route,
      preloadedState: {
        session: { ...signedInSession(aUser({ role_id: role })), onboardingStep: 4 },
      },
    },
  );
}

const linkNames = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('link')
    .map((link) => link.textContent);

async function openPhoneMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Mobile' });
}

describe('the signed-in navigation', () => {
  it.each<RoleId>(['user', 'merchant', 'admin', 'demo'])(
    'always leads a %s back to the dashboard, on the bar and in the phone menu',
    async (role) => {
      await renderAppAs(role);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      const menu = await openPhoneMenu();
      await userEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(screen.getByText('At /dashboard')).toBeInTheDocument();
    },
  );

  it('offers an administrator the merchant requests and the stores', async () => {
    await renderAppAs('admin');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Merchant requests' })).toHaveAttribute(
      'href',
      '/admin/merchant-requests',
    );
    expect(within(banner).getByRole('link', { name: 'My Stores' })).toHaveAttribute(
      'href',
      '/stores',
    );
    expect(linkNames(await openPhoneMenu())).toEqual(
      expect.arrayContaining(['Dashboard', 'My Stores', 'Merchant requests']),
    );
  });

  it('offers a merchant their stores and billing but not the merchant requests', async () => {
    await renderAppAs('merchant');
    const bar = linkNames(screen.getByRole('banner'));
    expect(bar).toContain('My Stores');
    expect(bar).not.toContain('Merchant requests');
    // docs/product.md, "Billing": merchants only.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Billing' }),
    ).toHaveAttribute('href', '/dashboard/billing');
    expect(linkNames(await openPhoneMenu())).toContain('Billing');
  });

  it.each<RoleId>(['user', 'demo'])(
    'offers a %s My Stores, the directory with their own stores first, but not the merchant requests',
    async (role) => {
      await renderAppAs(role);
      expect(linkNames(screen.getByRole('banner'))).toContain('My Stores');
      const menu = linkNames(await openPhoneMenu());
      expect(menu).toContain('My Stores');
      expect(menu).not.toContain('Merchant requests');
      expect(menu).not.toContain('Billing');
      expect(menu).toEqual(expect.arrayContaining(['Dashboard', 'Amira']));
    },
  );

  it('offers a merchant whose email is not verified yet the code, not the dashboard or billing', async () => {
    await renderWithProviders(<AppRoutes />, {
      route: '/privacy-policy',
      preloadedState: {
        session: signedInSession(aUser({ role_id: 'merchant', email_verified: false })),
      },
    });
    const bar = linkNames(screen.getByRole('banner'));
    expect(bar).not.toContain('Dashboard');
    expect(bar).not.toContain('Billing');
    expect(bar).not.toContain('My Stores');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Verify email' }),
    ).toHaveAttribute('href', '/merchant/verify-email');
    const menu = linkNames(await openPhoneMenu());
    expect(menu).not.toContain('Dashboard');
    expect(menu).not.toContain('Billing');
  });

  it('marks the page you are on', async () => {
    await renderAppAs('user', '/dashboard');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(banner).getByRole('link', { name: 'Amira' })).not.toHaveAttribute('aria-current');
  });
});

describe('sign-up pages for someone already signed in', () => {
  it.each(['/register', '/merchant/register'])(
    '%s sends them to their dashboard instead of a second account',
    async (route) => {
      await renderAppAs('user', route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(screen.getByText('At /dashboard')).toBeInTheDocument();
    },
  );

  it('lets a visitor who signs up on the page go on to the email code', async () => {
    const { store } = await renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/register' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    // What a successful sign-up does before it moves on (features/auth/useSignUp.ts).
    act(() => {
      store.dispatch(
        signedIn({
          user: aUser({ role_id: 'user' }),
          merchant: null,
          tokens: { accessToken: 'a', refreshToken: 'r', refreshExpiresAt: Date.now() + 60_000 },
        }),
      );
    });
    expect(screen.getByText('At /register')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });
});
