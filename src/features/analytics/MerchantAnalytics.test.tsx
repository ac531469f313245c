import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { LocationProbe } from '../../testing/LocationProbe';
import {
  aBusyOverview,
  aMerchantActivity,
  anOverview,
  answerMerchantHome,
  answerOverview,
} from '../../testing/analyticsFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { aBranch, aStore } from '../../testing/storeFixtures';
import { MerchantAnalytics } from './MerchantAnalytics';

installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(60_000);

const luna = aStore();
const mill = aStore({ id: 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a12', name: 'Old Mill' });
const rivoli = aBranch({ id: 'b-rivoli', name: 'Rivoli' });
const bastille = aBranch({ id: 'b-bastille', name: 'Bastille' });

function answerStores() {
  mswServer.use(
    http.get(apiUrl('/stores/me'), () =>
      HttpResponse.json({
        success: true,
        data: {
          items: [luna, mill],
          limits: { max_stores: 5, max_branches: 15, max_reward_cards: 10, stores_used: 2 },
        },
      }),
    ),
    http.get(apiUrl('/branches/:storeId'), ({ params }) =>
      HttpResponse.json({
        success: true,
        data: params.storeId === luna.id ? [rivoli, bastille] : [],
      }),
    ),
  );
}

/** A local date `days` from today as `YYYY-MM-DD`, written here independently of the page. */
function dayFromToday(days: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const renderAnalytics = (route = '/dashboard') =>
  renderWithProviders(
    <>
      <MerchantAnalytics billingHref="/dashboard/billing" />
      <LocationProbe />
    </>,
    { route, preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } } },
  );

beforeEach(() => {
  answerStores();
  answerMerchantHome();
});

describe("the merchant's key figures", () => {
  it('shows each count with its change against the period before: up, down, new, none', async () => {
    answerOverview(aBusyOverview());
    await renderAnalytics();
    const card = async (name: string) => within(await screen.findByRole('region', { name }));
    expect((await card('Scans')).getByText('112')).toBeInTheDocument();
    expect((await card('Scans')).getByText('+12 %')).toBeInTheDocument();
    expect((await card('Stamps')).getByText('−5 %')).toBeInTheDocument();
    expect((await card('Redemptions')).getByText('New')).toBeInTheDocument();
    expect((await card('New customers')).getByText('0 %')).toBeInTheDocument();
    expect((await card('Returning customers')).getByText('0 %')).toBeInTheDocument();
    expect((await card('Scans')).getByText('vs the previous 30 days')).toBeInTheDocument();
    expect((await card('Repeat-visit rate')).getByText('42 %')).toBeInTheDocument();
    expect(
      (await card('Repeat-visit rate')).getByText('Median 9 days between visits'),
    ).toBeInTheDocument();
    expect((await card('Rewards outstanding')).getByText('3')).toBeInTheDocument();
  });

  it('shows the top lists, the busiest hours and the cohorts', async () => {
    answerOverview(aBusyOverview());
    await renderAnalytics();
    const branches = await screen.findByRole('table', { name: 'Top branches' });
    expect(within(branches).getByText('Bastille')).toBeInTheDocument();
    const hours = await screen.findByRole('table', { name: 'Busiest hours' });
    const friday = within(hours).getByRole('row', { name: /Friday/ });
    expect(within(friday).getAllByRole('cell')[17]).toHaveTextContent('20 scans');
    expect(screen.getByText('Busiest: Friday at 17:00 (20 scans).')).toBeInTheDocument();
    const cohorts = screen.getByRole('table', { name: 'Customers coming back' });
    expect(within(cohorts).getByRole('row', { name: /Sep 2026/ })).toHaveTextContent('50 %');
  });

  it('draws the charts in their own chunk, with their numbers as a table for screen readers', async () => {
    answerOverview(aBusyOverview());
    await renderAnalytics();
    expect(await screen.findByRole('table', { name: 'Visits per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Customers per day' })).toBeInTheDocument();
    expect(
      screen.getByText(/^\d+ scans, \d+ stamps and \d+ redemptions, per day\./),
    ).toBeInTheDocument();
  });

  it('shows the numbers in outline while they load', async () => {
    mswServer.use(
      http.get(apiUrl('/analytics/overview'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderAnalytics();
    expect(screen.getByRole('status', { name: 'Loading your numbers' })).toBeInTheDocument();
  });

  it('says what the heatmap’s shades mean in words true in both colour schemes', async () => {
    answerOverview(aBusyOverview());
    await renderAnalytics();
    const hours = await screen.findByRole('region', { name: 'Busiest hours' });
    // "Darker is busier" was false in the dark scheme, where the busiest cells are the lightest.
    expect(within(hours).queryByText(/darker|lighter/i)).not.toBeInTheDocument();
    expect(within(hours).getByText('Fewer scans')).toBeInTheDocument();
    expect(within(hours).getByText('More scans')).toBeInTheDocument();
  });

  it('says the key figures’ returning customers in the chart’s summary, not a sum of its bars', async () => {
    // The days' bars add up to 16 returning customers (a customer back on 2 days is in 2 bars);
    // the range has 192, each counted once (docs/product.md, "Figures").
    answerOverview(
      aBusyOverview({
        totals: {
          scans: 112,
          stamps: 95,
          redemptions: 4,
          new_customers: 10,
          returning_customers: 192,
        },
      }),
    );
    await renderAnalytics();
    const kpi = await screen.findByRole('region', { name: 'Returning customers' });
    expect(within(kpi).getByText('192')).toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: 'Customers' });
    expect(
      within(chart).getByText(/^10 new and 192 returning customers in the range/),
    ).toBeInTheDocument();
  });

  it('names months as months on a year’s charts', async () => {
    const months = ['2025-11-26', '2025-12-01', '2026-01-01', '2026-10-01', '2026-11-01'];
    answerOverview(
      aBusyOverview({
        range: { from: '2025-11-26', to: '2026-11-25', time_zone: 'Europe/Paris', days: 365 },
        series_bucket: 'month',
        series: months.map((date, index) => ({
          date,
          scans: index === 3 ? 50 : 10,
          stamps: 10,
          redemptions: 1,
          new_customers: 2,
          returning_customers: 3,
        })),
      }),
    );
    await renderAnalytics();
    // "Oct 26" read as the 26th of October.
    expect(await screen.findByText(/Most scans: October 2026 \(50\)\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Visits per month' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['November 2025', 'December 2025', 'January 2026', 'October 2026', 'November 2026']);
  });

  it('says there were no visits in an empty range instead of drawing empty charts', async () => {
    answerOverview(anOverview({ previous_totals: { ...aBusyOverview().totals } }));
    await renderAnalytics();
    expect(
      await screen.findByRole('heading', { name: 'No visits in these days' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Visits' })).not.toBeInTheDocument();
    // The figures stay, with their fall against the period before.
    expect(
      within(screen.getByRole('region', { name: 'Scans' })).getByText('−100 %'),
    ).toBeInTheDocument();
  });

  it('lists the latest activity of the stores and links to billing', async () => {
    answerOverview(aBusyOverview());
    answerMerchantHome([
      aMerchantActivity(),
      aMerchantActivity({ id: 'i-2', kind: 'redeem', customer_first_name: 'Léo', branch: null }),
    ]);
    await renderAnalytics();
    expect(await screen.findByText('Ana: +1 stamp · Coffee card')).toBeInTheDocument();
    expect(screen.getByText('Café Luna · Rivoli · 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Léo: reward redeemed · Coffee card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
  });
});

describe("the dashboard's range", () => {
  it('asks for the last 30 days by default, and for each preset once chosen', async () => {
    const queries = answerOverview(aBusyOverview());
    const user = userEvent.setup();
    await renderAnalytics();
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.at(-1)?.get('from')).toBe(dayFromToday(-29));
    expect(queries.at(-1)?.get('to')).toBe(dayFromToday(0));

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(dayFromToday(-6)));
    expect(queries.at(-1)?.get('to')).toBe(dayFromToday(0));
    expect(screen.getByText('At /dashboard?range=7d')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(dayFromToday(-89)));

    await user.click(screen.getByRole('button', { name: '12 months' }));
    const now = new Date();
    const yearAgo = new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1);
    const days = Math.round(
      (yearAgo.getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) /
        86_400_000,
    );
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(dayFromToday(days)));
  });

  it('asks for a custom range typed in the date fields, and keeps it in the URL', async () => {
    const queries = answerOverview(aBusyOverview());
    await renderAnalytics('/dashboard?range=custom&from=2026-01-01&to=2026-03-31');
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-01-01'));
    expect(queries.at(-1)?.get('to')).toBe('2026-03-31');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // A date input takes its value whole, as the browser's picker gives it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-02-01'));
    expect(
      screen.getByText('At /dashboard?range=custom&from=2026-02-01&to=2026-03-31'),
    ).toBeInTheDocument();
  });
});

describe('a custom range the server would refuse', () => {
  it('says what to mend on the To field, and asks for nothing, for a reversed range in the URL', async () => {
    const queries = answerOverview(aBusyOverview());
    await renderAnalytics('/dashboard?range=custom&from=2026-03-31&to=2026-01-01');
    const to = await screen.findByLabelText('To');
    expect(to).toHaveAccessibleDescription('To must be on or after From.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-31');
    expect(to).toHaveValue('2026-01-01');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No numbers for these dates: mend the range above.',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // Not the default 30 days in its place: the URL keeps what was asked, and no numbers come.
    expect(
      screen.getByText('At /dashboard?range=custom&from=2026-03-31&to=2026-01-01'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queries).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Scans' })).not.toBeInTheDocument();
  });

  it('names the field just typed, and shows the numbers again once mended', async () => {
    const queries = answerOverview(aBusyOverview());
    await renderAnalytics('/dashboard?range=custom&from=2026-01-01&to=2026-03-31');
    await waitFor(() => expect(queries).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-15' } });
    expect(await screen.findByLabelText('From')).toHaveAccessibleDescription(
      'From must be on or before To.',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-15');
    expect(
      screen.getByText('At /dashboard?range=custom&from=2026-04-15&to=2026-03-31'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-06-01' } });
    expect(await screen.findByLabelText('To')).toHaveAccessibleDescription(
      'The range can be at most 400 days.',
    );
    expect(queries).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]?.get('from')).toBe('2026-04-15');
    expect(queries[1]?.get('to')).toBe('2026-04-30');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe("the dashboard's store and branch filter", () => {
  it('narrows the numbers to a store, then to one of its branches', async () => {
    const queries = answerOverview(aBusyOverview());
    const user = userEvent.setup();
    await renderAnalytics();
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.at(-1)?.has('store_id')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByRole('option', { name: 'Café Luna' }));
    await waitFor(() => expect(queries.at(-1)?.get('store_id')).toBe(luna.id));

    const branch = screen.getByRole('combobox', { name: 'Branch' });
    await waitFor(() => expect(branch).not.toHaveAttribute('aria-disabled'));
    await user.click(branch);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All branches',
      'Rivoli',
      'Bastille',
    ]);
    await user.click(screen.getByRole('option', { name: 'Bastille' }));
    await waitFor(() => expect(queries.at(-1)?.get('branch_id')).toBe('b-bastille'));
    expect(queries.at(-1)?.get('store_id')).toBe(luna.id);
    expect(
      screen.getByText(`At /dashboard?store=${luna.id}&branch=b-bastille`),
    ).toBeInTheDocument();

    // Another store starts with all its branches.
    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByRole('option', { name: 'Old Mill' }));
    await waitFor(() => expect(queries.at(-1)?.get('store_id')).toBe(mill.id));
    expect(queries.at(-1)?.has('branch_id')).toBe(false);
  });
});

describe("the dashboard's export", () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:qrewards/export');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    // The browser's download: jsdom cannot navigate, so the click is recorded instead.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('exports the branch the numbers are filtered to', async () => {
    answerOverview(aBusyOverview());
    let exported: URL | undefined;
    mswServer.use(
      http.get(apiUrl('/analytics/export'), ({ request }) => {
        exported = new URL(request.url);
        return new HttpResponse('created_at\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    await renderAnalytics(`/dashboard?store=${luna.id}&branch=${bastille.id}`);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exported?.searchParams.get('store_id')).toBe(luna.id);
    expect(exported?.searchParams.get('branch_id')).toBe(bastille.id);
  });

  it('downloads the CSV of the range and store through the API and saves it as a file', async () => {
    answerOverview(aBusyOverview());
    let exported: URL | undefined;
    let authorization: string | null = null;
    mswServer.use(
      http.get(apiUrl('/analytics/export'), async ({ request }) => {
        exported = new URL(request.url);
        authorization = request.headers.get('authorization');
        await delay(200);
        return new HttpResponse('date,scans\n2026-11-01,3\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="qrewards-2026-11.csv"',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await renderAnalytics(`/dashboard?range=7d&store=${luna.id}`);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exported?.searchParams.get('from')).toBe(dayFromToday(-6));
    expect(exported?.searchParams.get('to')).toBe(dayFromToday(0));
    expect(exported?.searchParams.get('store_id')).toBe(luna.id);
    expect(authorization).toBe(`Bearer ${signedInSession().accessToken}`);
    expect(clicked[0]?.download).toBe('qrewards-2026-11.csv');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toBe('date,scans\n2026-11-01,3\n');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe("a new merchant's dashboard, before the first stamp", () => {
  it('leads to the first reward card and the first stamp instead of a page of zeros', async () => {
    answerOverview(anOverview());
    answerMerchantHome([], 0);
    mswServer.use(
      http.get(apiUrl('/stores/me'), () =>
        HttpResponse.json({
          success: true,
          data: {
            items: [luna],
            limits: { max_stores: 1, max_branches: 2, max_reward_cards: 2, stores_used: 1 },
          },
        }),
      ),
    );
    await renderWithProviders(
      <MerchantAnalytics scanAction={<button type="button">Scan a customer</button>} />,
      {
        route: '/dashboard',
        preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
      },
    );
    const steps = await screen.findByRole('region', {
      name: 'Your numbers start with your first stamp',
    });
    expect(
      within(steps).getByRole('heading', { name: 'Create a reward card' }),
    ).toBeInTheDocument();
    // Cards are made on the store's page.
    expect(within(steps).getByRole('link', { name: 'Create a reward card' })).toHaveAttribute(
      'href',
      `/stores/${luna.id}`,
    );
    expect(
      within(steps).getByRole('heading', { name: 'Stamp your first customer' }),
    ).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Scan a customer' })).toBeInTheDocument();
    // No wall of zeros.
    expect(screen.queryByRole('region', { name: 'Scans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Visits' })).not.toBeInTheDocument();
  });

  it('marks the reward card done once there is one, until the first stamp', async () => {
    answerOverview(anOverview());
    answerMerchantHome([], 1);
    await renderAnalytics();
    const steps = await screen.findByRole('region', {
      name: 'Your numbers start with your first stamp',
    });
    expect(
      within(steps).getByRole('heading', { name: 'Create a reward card · Done' }),
    ).toBeInTheDocument();
    expect(
      within(steps).queryByRole('link', { name: 'Create a reward card' }),
    ).not.toBeInTheDocument();
    expect(within(steps).getByText('Your reward card is ready.')).toBeInTheDocument();
  });

  it('leads a merchant with several stores to My Stores for their first card', async () => {
    answerOverview(anOverview());
    answerMerchantHome([], 0);
    await renderAnalytics();
    const steps = await screen.findByRole('region', {
      name: 'Your numbers start with your first stamp',
    });
    await waitFor(() =>
      expect(within(steps).getByRole('link', { name: 'Create a reward card' })).toHaveAttribute(
        'href',
        '/stores',
      ),
    );
  });

  it('shows the numbers, zeros included, once a stamp exists', async () => {
    answerOverview(anOverview());
    answerMerchantHome([aMerchantActivity()], 1);
    await renderAnalytics();
    expect(await screen.findByRole('region', { name: 'Scans' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Your numbers start with your first stamp' }),
    ).not.toBeInTheDocument();
  });
});
