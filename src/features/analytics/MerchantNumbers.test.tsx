import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import {
  aBusyOverview,
  aMerchantActivity,
  answerMerchantHome,
  answerOverview,
} from '../../testing/analyticsFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { aStore } from '../../testing/storeFixtures';
import { answerStores, aStoreDetail } from '../../testing/scannerFixtures';
import { MerchantNumbers } from './MerchantNumbers';

installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(60_000);

const luna = aStore();

const renderNumbers = () =>
  renderWithProviders(
    <MerchantNumbers scanAction={<button type="button">Scan a customer</button>} />,
    {
      route: '/dashboard',
      preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
    },
  );

// One store: its page is where the first-run steps send the merchant for a card.
beforeEach(() => answerStores([aStoreDetail({ id: luna.id })]));

describe("the merchant's part of the dashboard", () => {
  it('shows an outline while it learns whether there are numbers yet', async () => {
    mswServer.use(
      http.get(apiUrl('/home'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderNumbers();
    expect(screen.getByRole('status', { name: 'Loading your numbers' })).toBeInTheDocument();
  });

  it('shows a new merchant the steps to the first stamp, without asking for numbers', async () => {
    const overviews = answerOverview(aBusyOverview());
    answerMerchantHome([], 0);
    await renderNumbers();
    const steps = await screen.findByRole('region', {
      name: 'Your numbers start with your first stamp',
    });
    expect(within(steps).getByRole('button', { name: 'Scan a customer' })).toBeInTheDocument();
    // The one store's page is where its cards are made.
    await waitFor(() =>
      expect(within(steps).getByRole('link', { name: 'Create a reward card' })).toHaveAttribute(
        'href',
        `/stores/${luna.id}`,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Scans' })).not.toBeInTheDocument();
    expect(overviews).toHaveLength(0);
  });

  it('shows a merchant with a stamp their key figures and charts', async () => {
    answerOverview(aBusyOverview());
    answerMerchantHome([aMerchantActivity()], 1);
    await renderNumbers();
    expect(await screen.findByRole('region', { name: 'Scans' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Visits' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Customers' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Your numbers start with your first stamp' }),
    ).not.toBeInTheDocument();
  });
});
