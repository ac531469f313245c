import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aSubscription } from '../../testing/billingFixtures';
import { answerHome, customerHome } from '../../testing/homeFixtures';
import type { RoleId } from '../../session/sessionTypes';
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

  it('says the request was accepted and links to the stores', async () => {
    answerRequests([request({ status: 'accepted' })]);
    await renderWithProviders(<DashboardPage />, { preloadedState: merchantSession });
    expect(await screen.findByText('Your request was accepted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Stores' })).toHaveAttribute('href', '/stores');
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

describe('the dashboard’s next step, while there are no numbers yet', () => {
  it.each<[RoleId, string, string, string]>([
    [
      'admin',
      'Merchant requests wait for you',
      'Review merchant requests',
      '/admin/merchant-requests',
    ],
  ])('tells a %s what to do next', async (role, title, action, to) => {
    await renderWithProviders(<DashboardPage />, {
      preloadedState: { session: signedInSession(aUser({ role_id: role })) },
    });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', to);
    expect(screen.queryByText(/under review/)).not.toBeInTheDocument();
  });

  it.each<[RoleId, string]>([
    ['user', 'Welcome, Amira. Your rewards and your stamps at a glance.'],
    ['merchant', 'Welcome, Amira. Your stores, your rewards and your numbers at a glance.'],
    ['admin', 'Welcome, Amira. Merchant requests and the platform at a glance.'],
  ])('greets a %s with what the dashboard holds for them', async (role, greeting) => {
    answerRequests([]);
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
