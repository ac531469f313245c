import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aSubscription } from '../../testing/billingFixtures';
import { answerHome, customerHome } from '../../testing/homeFixtures';
import type { RoleId } from '../../session/sessionTypes';
import { reviewPolling } from '../../shared/merchantRequestReview';
import { DashboardPage } from './DashboardPage';

installMswServer();
beforeAll(() => loadApi());

const request = (overrides: object) => ({
  id: 'req-1',
  merchant_id: 'm-1',
  status: 'pending',
  business_name: 'Bean & Leaf',
  business_type: 'company',
  category_id: 'c-1',
  store_name: 'Bean & Leaf Harbor',
  description: 'Coffee',
  phone: '+14155550123',
  address_line: '200 Harbor Way',
  city: 'San Francisco',
  postal_code: '94107',
  country: 'US',
  website: null,
  rejection_reason: null,
  reviewed_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

function answerRequests(items: object[]) {
  mswServer.use(
    http.get(apiUrl('/merchant-requests/my'), () =>
      HttpResponse.json({ success: true, data: items }),
    ),
  );
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const merchantSession = { session: { ...signedInSession(), onboardingStep: 4 } };

/**
 * A merchant's `GET /home` with the given subscription (null when no plan is in service,
 * docs/api.md "Home"), the fields the page reads.
 */
function answerMerchantPlan(
  subscription: object | null,
  verification_status: 'pending' | 'verified' | 'rejected' = 'verified',
) {
  mswServer.use(
    http.get(apiUrl('/home'), () =>
      HttpResponse.json({
        success: true,
        data: {
          role: 'merchant',
          merchant: { verification_status },
          subscription,
          recent_activity: [],
        },
      }),
    ),
  );
}

describe('the dashboard’s review state', () => {
  beforeEach(() => answerMerchantPlan(aSubscription()));

  it('says the request is under review', async () => {
    answerRequests([request({})]);
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    expect(await screen.findByText('Your request is under review')).toBeInTheDocument();
  });

  it('shows a rejection on the open dashboard, without a reload', async () => {
    // It reached the merchant's open page only on reload.
    const usual = reviewPolling.intervalMs;
    reviewPolling.intervalMs = 300;
    try {
      answerRequests([request({})]);
      await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
      expect(await screen.findByText('Your request is under review')).toBeInTheDocument();

      answerRequests([request({ status: 'rejected', rejection_reason: 'No such street.' })]);

      expect(
        await screen.findByText('Your request was not accepted', {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/No such street\./)).toBeInTheDocument();
    } finally {
      reviewPolling.intervalMs = usual;
    }
  });

  it('says the request was accepted and links to the stores', async () => {
    answerRequests([request({ status: 'accepted', reviewed_at: daysAgo(2) })]);
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    expect(await screen.findByText('Your request was accepted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Stores' })).toHaveAttribute('href', '/stores');
  });

  it('lets the merchant close the news of the acceptance, for good', async () => {
    answerRequests([request({ id: 'req-closed', status: 'accepted', reviewed_at: daysAgo(1) })]);
    const user = userEvent.setup();
    const first = await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    await screen.findByText('Your request was accepted');

    await user.click(screen.getByRole('button', { name: 'Close this news' }));

    expect(screen.queryByText('Your request was accepted')).not.toBeInTheDocument();
    first.unmount();
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('Your request was accepted')).not.toBeInTheDocument();
  });

  it('no longer announces an acceptance of a year ago', async () => {
    let answered = false;
    mswServer.use(
      http.get(apiUrl('/merchant-requests/my'), () => {
        answered = true;
        return HttpResponse.json({
          success: true,
          data: [request({ status: 'accepted', reviewed_at: daysAgo(365) })],
        });
      }),
    );
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    await waitFor(() => expect(answered).toBe(true));
    // The card's placeholder is gone and nothing took its place.
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(screen.queryByText('Your request was accepted')).not.toBeInTheDocument();
  });

  it('says the plan has ended, what is kept and the way back, instead of "listed"', async () => {
    answerRequests([request({ status: 'accepted' })]);
    answerMerchantPlan(null);
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    expect(await screen.findByText('Your plan has ended')).toBeInTheDocument();
    expect(screen.getByText(/Your cards take no stamps or rewards/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    expect(screen.queryByText(/is live and listed/)).not.toBeInTheDocument();
  });

  it('shows the reason of a rejection and a way to resubmit', async () => {
    // The rejection refunded the plan: the refusal is what the merchant reads, not the plan.
    answerMerchantPlan(null, 'rejected');
    answerRequests([
      request({ status: 'rejected', rejection_reason: 'The address could not be verified.' }),
      request({ id: 'req-0', status: 'rejected', rejection_reason: 'Older reason.' }),
    ]);
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    expect(await screen.findByText('Your request was not accepted')).toBeInTheDocument();
    expect(screen.getByText(/The address could not be verified\./)).toBeInTheDocument();
    expect(screen.queryByText(/Older reason/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resubmit' })).toHaveAttribute(
      'href',
      '/merchant/request',
    );
  });
});

function answerPendingCount(total: number) {
  mswServer.use(
    http.get(apiUrl('/merchant-requests'), () =>
      HttpResponse.json({ success: true, data: { items: [], page: 1, page_size: 1, total } }),
    ),
  );
}

describe('the dashboard’s next step, while there are no numbers yet', () => {
  it.each<[number, string, string]>([
    [3, '3 merchant requests wait for you', 'Review merchant requests'],
    [1, '1 merchant request waits for you', 'Review merchant requests'],
    // It said "Merchant requests wait for you" with none pending.
    [0, 'No merchant requests to review', 'See all requests'],
  ])('tells an administrator how many requests wait (%i)', async (total, title, action) => {
    answerPendingCount(total);
    await renderWithProviders(<DashboardPage />, {
      preloadedState: { session: signedInSession(aUser({ role_id: 'admin' })) },
    });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute(
      'href',
      '/admin/merchant-requests',
    );
    expect(screen.queryByText(/under review/)).not.toBeInTheDocument();
  });

  it.each<[RoleId, string]>([
    ['user', 'Welcome, Amira. Your rewards and your stamps at a glance.'],
    ['merchant', 'Welcome, Amira. Your stores, your rewards and your numbers at a glance.'],
    ['admin', 'Welcome, Amira. Merchant requests and the platform at a glance.'],
  ])('greets a %s with what the dashboard holds for them', async (role, greeting) => {
    answerRequests([]);
    answerPendingCount(0);
    answerHome(customerHome({}));
    await renderWithProviders(<DashboardPage />, {
      preloadedState: { session: signedInSession(aUser({ role_id: role })) },
    });
    expect(screen.getByText(greeting)).toBeInTheDocument();
  });

  it('says a demo session is a demo, whatever its role', async () => {
    await renderWithProviders(<DashboardPage />, {
      preloadedState: {
        session: { ...signedInSession(aUser({ role_id: 'merchant' })), isDemo: true },
      },
    });
    expect(screen.getByRole('heading', { name: 'You are looking at a demo' })).toBeInTheDocument();
  });
});
