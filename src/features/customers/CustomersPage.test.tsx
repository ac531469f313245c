import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CustomerDetail, StoreCustomer } from '../../api/customers';
import { loadApi } from '../../shared/apiLoader';
import { LocationProbe } from '../../testing/LocationProbe';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aWorkplace } from '../../testing/staffFixtures';
import { aStore } from '../../testing/storeFixtures';
import { CustomersPage } from './CustomersPage';

installMswServer();
beforeAll(() => loadApi());
jest.setTimeout(60_000);

const luna = aStore();
const mill = aStore({ id: 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a12', name: 'Old Mill' });

const ana: StoreCustomer = {
  id: '0b7d5f0e-8d0c-4f5e-9a51-5b0f8e0c9a01',
  name: 'Ana S.',
  short_code: 'K7P4QX2M',
  first_visit: '2026-01-05T09:30:00.000Z',
  last_visit: '2026-03-02T17:10:00.000Z',
  visits: 1204,
  stamps: 1530,
  rewards_earned: 3,
  rewards_redeemed: 2,
};
const bea: StoreCustomer = {
  ...ana,
  id: '0b7d5f0e-8d0c-4f5e-9a51-5b0f8e0c9a02',
  name: 'Bea R.',
  short_code: 'F8V5NKXG',
  first_visit: null,
  last_visit: null,
  visits: 0,
  stamps: 0,
  rewards_earned: 0,
  rewards_redeemed: 0,
};

function answerStores(items = [luna, mill]) {
  mswServer.use(
    http.get(apiUrl('/stores/me'), () =>
      HttpResponse.json({
        success: true,
        data: {
          items,
          limits: { max_stores: 5, max_branches: 15, max_reward_cards: 10, stores_used: 2 },
        },
      }),
    ),
  );
}

/** Answers the list with `items` (total: their count unless given); records each query. */
function answerList(items: StoreCustomer[], total = items.length) {
  const queries: URL[] = [];
  mswServer.use(
    http.get(apiUrl('/stores/:id/customers'), ({ request }) => {
      queries.push(new URL(request.url));
      return HttpResponse.json({
        success: true,
        data: { items, page: 1, page_size: 20, total },
      });
    }),
  );
  return queries;
}

const renderPage = (route = '/customers') =>
  renderWithProviders(
    <>
      <CustomersPage />
      <LocationProbe />
    </>,
    { route, preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } } },
  );

beforeEach(() => answerStores());

describe('the customers page', () => {
  it("lists the first store's customers with dates and numbers in the viewer's locale", async () => {
    const queries = answerList([ana, bea]);
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const rows = within(table).getAllByRole('row');
    const day = (iso: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ana S.',
      'K7P4-QX2M',
      day(ana.first_visit!),
      day(ana.last_visit!),
      new Intl.NumberFormat().format(1204),
      new Intl.NumberFormat().format(1530),
      '3',
      '2',
    ]);
    // Never seen (every visit undone): dashes, not a date of 1970.
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Bea R.', 'F8V5-NKXG', '—', '—']);
    expect(queries[0]?.pathname).toBe(`/api/merchant/stores/${luna.id}/customers`);
    expect(queries[0]?.searchParams.get('sort')).toBe('-last_visit');
  });

  it('searches after a pause in typing, once, and says when no name matches', async () => {
    answerList([ana]);
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('table', { name: 'Customers' });
    const searches = answerList([]);
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, short code or phone' }),
      'zé',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No customer’s name, short code or phone matches “zé”.',
    );
    expect(screen.getByText(`At /customers?q=z%C3%A9`)).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['zé']);
  });

  it('sorts from the menu and from a column header, and keeps the order in the address', async () => {
    const queries = answerList([ana, bea]);
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('table', { name: 'Customers' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most visits' }));
    await waitFor(() => expect(queries.at(-1)?.searchParams.get('sort')).toBe('-visits'));
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(queries.at(-1)?.searchParams.get('sort')).toBe('name'));
    expect(screen.getByText('At /customers?sort=name')).toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const queries = answerList([ana], 45);
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.searchParams.get('page')).toBe('2'));
    expect(screen.getByText('At /customers?page=2')).toBeInTheDocument();
  });

  it('leads a store without customers to its first stamp', async () => {
    answerList([]);
    await renderPage(`/customers?store=${mill.id}`);
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    expect(screen.getByText(/after their first stamp at Old Mill/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("opens a customer's cards and history beside the list, and closes it with the address", async () => {
    answerList([ana]);
    const detail: CustomerDetail = {
      customer: ana,
      cards: [
        {
          reward_card_id: 'c1',
          title: 'Coffee card',
          active: true,
          stamps: 3,
          stamps_required: 8,
          rewards_earned: 2,
          rewards_redeemed: 2,
          last_activity_at: ana.last_visit,
        },
      ],
      history: {
        items: [
          {
            id: 'i2',
            kind: 'stamp',
            count: 2,
            created_at: '2026-03-02T17:10:00.000Z',
            undone: true,
            undoes_id: null,
            reward_card: { id: 'c1', title: 'Coffee card' },
            branch: { id: 'b1', name: 'Chiado' },
          },
          {
            id: 'i1',
            kind: 'redeem',
            count: 8,
            created_at: '2026-03-01T10:00:00.000Z',
            undone: false,
            undoes_id: null,
            reward_card: { id: 'c1', title: 'Coffee card' },
            branch: null,
          },
        ],
        page: 1,
        page_size: 20,
        total: 2,
      },
    };
    mswServer.use(
      http.get(apiUrl('/stores/:id/customers/:customerId'), ({ params }) =>
        params.customerId === ana.id
          ? HttpResponse.json({ success: true, data: detail })
          : HttpResponse.json(
              { success: false, code: 'NOT_FOUND', message: 'No.' },
              { status: 404 },
            ),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ana S.' }));
    const drawer = await screen.findByRole('region', { name: 'Ana S.' });
    const history = await within(drawer).findByRole('list', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 stamps');
    expect(items[0]).toHaveTextContent('Coffee card · Chiado');
    expect(within(items[0]!).getByText('Undone')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Redeemed a reward (8 stamps)');
    expect(within(drawer).getByRole('img', { name: /3 of 8 stamps/ })).toBeInTheDocument();
    expect(screen.getByText(`At /customers?customer=${ana.id}`)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('At /customers')).toBeInTheDocument());
  });

  it('shows cards instead of a table on a phone', async () => {
    const matchMedia = window.matchMedia;
    // A phone's width: every max-width query of the theme matches.
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query.includes('max-width') }) as MediaQueryList;
    try {
      answerList([ana]);
      await renderPage();
      const list = await screen.findByRole('list', { name: 'Customers' });
      expect(within(list).getByRole('heading', { name: 'Ana S.' })).toBeInTheDocument();
      expect(list).toHaveTextContent(`${new Intl.NumberFormat().format(1204)} visits`);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('saves the CSV of the list as asked, as UTF-8 a spreadsheet reads', async () => {
    answerList([ana]);
    let exported: URL | undefined;
    mswServer.use(
      http.get(apiUrl('/stores/:id/customers/export'), ({ request }) => {
        exported = new URL(request.url);
        return new HttpResponse('\uFEFFcustomer_id,name\r\nx,João S.\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="qrewards-customers-luna.csv"',
          },
        });
      }),
    );
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:qrewards/customers');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    // The browser's download: jsdom cannot navigate, so the click is recorded instead.
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      const user = userEvent.setup();
      await renderPage(`/customers?q=jo&sort=name`);
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(exported?.searchParams.get('search')).toBe('jo');
      expect(exported?.searchParams.get('sort')).toBe('name');
      expect(clicked[0]?.download).toBe('qrewards-customers-luna.csv');
      const blob = createObjectURL.mock.calls[0]?.[0];
      const bytes = new Uint8Array(await blob!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes)).toBe('customer_id,name\r\nx,João S.\r\n');
    } finally {
      click.mockRestore();
    }
  });

  it('shows a manager the customers of the stores they manage, never those they only work the counter of', async () => {
    mswServer.use(
      http.get(apiUrl('/staff/me'), () =>
        HttpResponse.json({
          success: true,
          data: [
            aWorkplace({
              role: 'cashier',
              store: { id: luna.id, name: luna.name, logo_url: null },
            }),
            aWorkplace({
              staff_id: 'staff-2',
              role: 'manager',
              store: { id: mill.id, name: mill.name, logo_url: null },
            }),
          ],
        }),
      ),
    );
    const queries = answerList([ana]);
    await renderWithProviders(<CustomersPage />, {
      route: '/customers',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(await screen.findByText('Ana S.')).toBeInTheDocument();
    expect(queries[0]?.pathname).toBe(`/api/merchant/stores/${mill.id}/customers`);
    expect(
      screen.getByText('Who holds a card of Old Mill, and what they did there.'),
    ).toBeVisible();
  });

  it('tells a customer on no store’s staff whose page this is', async () => {
    await renderWithProviders(<CustomersPage />, {
      route: '/customers',
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    expect(await screen.findByText('No store’s customers to show')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
  });
});
