import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { initialSessionState } from '../session/sessionSlice';
import { renderWithProviders } from '../testing/renderWithProviders';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { quietLiveEvents } from '../testing/eventStream';
import { answerHome, customerHome } from '../testing/homeFixtures';
import { answerOverview, anOverview } from '../testing/analyticsFixtures';
import { AppRoutes } from './router';

installMswServer();
// A customer's dashboard reads GET /home (docs/product.md, "The customer's dashboard").
beforeEach(() => answerHome(customerHome({})));
// ...and follows the customer's cards live (docs/api.md, "Live updates").
beforeEach(() => quietLiveEvents());

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

const app = (
  <>
    <AppRoutes />
    <LocationProbe />
  </>
);

/** The request page asks for the merchant's requests and the categories when it opens. */
function answerRequestPage() {
  mswServer.use(
    http.get(apiUrl('/merchant-requests/my/pending'), () =>
      HttpResponse.json({ success: true, data: null }),
    ),
    http.get(apiUrl('/merchant-requests/my'), () => HttpResponse.json({ success: true, data: [] })),
    http.get(apiUrl('/categories'), () => HttpResponse.json({ success: true, data: [] })),
  );
}

/** A merchant's dashboard reads their stores (the filter) and the analytics when it opens. */
function answerMerchantDashboard() {
  answerOverview(anOverview());
  mswServer.use(
    http.get(apiUrl('/stores/me'), () =>
      HttpResponse.json({
        success: true,
        data: {
          items: [],
          limits: { max_stores: 1, max_branches: 2, max_reward_cards: 2, stores_used: 0 },
        },
      }),
    ),
  );
}

describe('route guards', () => {
  it('asks a signed-out visitor of a private page to sign in, with the login modal', async () => {
    await renderWithProviders(app, { route: '/profile' });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    // Behind the modal, the page says what it needs (hidden from assistive tech while it is open).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to continue', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/profile');
  });

  it('sends a merchant who has not finished onboarding to their current step', async () => {
    answerRequestPage();
    await renderWithProviders(app, {
      route: '/dashboard',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 2 } },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/merchant/request');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merchant Request' }),
    ).toBeInTheDocument();
  });

  it('lets a merchant who finished onboarding reach the dashboard', async () => {
    answerMerchantDashboard();
    mswServer.use(
      http.get(apiUrl('/merchant-requests/my'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    );
    await renderWithProviders(app, {
      route: '/dashboard',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('never shows merchant onboarding to a customer', async () => {
    await renderWithProviders(app, {
      route: '/merchant/subscription',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['a customer', signedInSession(aUser({ role_id: 'user' }))],
    [
      'a signed-out visitor',
      { ...initialSessionState, _persist: { version: 1, rehydrated: true } },
    ],
  ])('lets %s browse the store directory at /stores', async (_who, session) => {
    mswServer.use(
      http.get(apiUrl('/store-listing/stores'), () =>
        HttpResponse.json({
          success: true,
          data: { items: [], page: 1, page_size: 12, total: 0 },
        }),
      ),
      http.get(apiUrl('/store-listing/categories'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
      http.get(apiUrl('/reward-cards/my'), () => HttpResponse.json({ success: true, data: [] })),
    );
    await renderWithProviders(app, { route: '/stores', preloadedState: { session } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/stores');
  });

  it.each(['/merchant/request', '/merchant/subscription'])(
    'sends a merchant who has not verified their email from %s to verify it, asking the server nothing',
    async (route) => {
      // The verify page asks what the server knows of the code.
      mswServer.use(
        http.get(apiUrl('/auth/verification'), () =>
          HttpResponse.json({
            success: true,
            data: {
              email: 'amira@example.com',
              email_verified: false,
              code: 'none',
              expires_at: null,
              attempts_left: 0,
              resend_available_at: new Date().toISOString(),
              checked_at: new Date().toISOString(),
            },
          }),
        ),
      );
      const asked: string[] = [];
      mswServer.events.on('request:start', ({ request }) => void asked.push(request.url));
      await renderWithProviders(app, {
        route,
        preloadedState: {
          session: { ...signedInSession(aUser({ email_verified: false })), onboardingStep: 1 },
        },
      });
      expect(await screen.findByLabelText('location')).toHaveTextContent('/merchant/verify-email');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Email Verification' }),
      ).toBeInTheDocument();
      // The forms' own requests would have been refused ("Please verify your email to continue.").
      expect(asked.filter((url) => url.includes('/merchant-requests'))).toEqual([]);
      mswServer.events.removeAllListeners();
    },
  );

  it('sends a merchant whose request is open from the payment step back to the request', async () => {
    answerRequestPage();
    await renderWithProviders(app, {
      route: '/merchant/subscription',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 2 } },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/merchant/request');
  });

  it('lets only administrators reach /admin', async () => {
    answerMerchantDashboard();
    mswServer.use(
      http.get(apiUrl('/merchant-requests/my'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    );
    await renderWithProviders(app, {
      route: '/admin/merchant-requests',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
  });

  it('shows administrators the merchant requests', async () => {
    mswServer.use(
      http.get(apiUrl('/merchant-requests'), () =>
        HttpResponse.json({
          success: true,
          data: { items: [], page: 1, page_size: 20, total: 0 },
        }),
      ),
    );
    await renderWithProviders(app, {
      route: '/admin/merchant-requests',
      preloadedState: { session: signedInSession(aUser({ role_id: 'admin' })) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merchant requests' }),
    ).toBeInTheDocument();
  });

  it('leaves public pages open to everyone', async () => {
    mswServer.use(
      http.get(apiUrl('/stores/abc'), () =>
        HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: 'Store not found.' },
          { status: 404 },
        ),
      ),
    );
    await renderWithProviders(app, {
      route: '/stores/abc',
      preloadedState: {
        session: { ...initialSessionState, _persist: { version: 1, rehydrated: true } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store not found' }),
    ).toBeInTheDocument();
  });
});
