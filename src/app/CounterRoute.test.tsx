import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../shared/apiLoader';
import { noStaffFigures } from '../testing/analyticsFixtures';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aCustomerCard, aStoreDetail, answerLookup } from '../testing/scannerFixtures';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { aWorkplace } from '../testing/staffFixtures';
import { CounterRoute } from './CounterRoute';

installMswServer();
beforeAll(() => loadApi());
afterEach(() => localStorage.clear());
jest.setTimeout(60_000);

const cashier = { session: signedInSession(aUser({ role_id: 'user', first_name: 'Noor' })) };

// Bean & Leaf (store-1, the scanner's fixtures) with two branches; Noor works at both.
const harbor = { id: 'branch-harbor', name: 'Harbor' };
const market = { id: 'branch-market', name: 'Market' };
const beanAndLeaf = aStoreDetail({
  branches: [harbor, market].map(({ id, name }) => ({
    ...aStoreDetail().branches[0],
    id,
    name,
    store_id: 'store-1',
    address_line: '1 Main St',
    city: 'Oakland',
    postal_code: '94601',
    country: 'US',
    phone: null,
    latitude: null,
    longitude: null,
    opening_hours: {},
    status: 'open' as const,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  })),
});
const atBeanAndLeaf = aWorkplace({
  store: { id: 'store-1', name: 'Bean & Leaf', logo_url: null },
  branches: [harbor, market],
});
const atLuna = aWorkplace({ staff_id: 'staff-2', role: 'manager' });

function answerWorkplaces(workplaces: ReturnType<typeof aWorkplace>[]) {
  mswServer.use(
    http.get(apiUrl('/staff/me'), () => HttpResponse.json({ success: true, data: workplaces })),
    http.get(apiUrl('/stores/store-1'), () =>
      HttpResponse.json({ success: true, data: beanAndLeaf }),
    ),
  );
}

describe('the counter', () => {
  it('stamps at the branch chosen, and says who stamped', async () => {
    answerWorkplaces([atBeanAndLeaf]);
    answerLookup(3);
    const sent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-1/stamps'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            success: true,
            data: {
              customer: { first_name: 'Ana' },
              customer_card: aCustomerCard(4),
              interaction: {
                id: 'interaction-1',
                kind: 'stamp',
                count: 1,
                bonus: 0,
                created_at: new Date().toISOString(),
                undo_until: new Date(Date.now() + 600_000).toISOString(),
              },
              reward_ready: false,
              offers: [],
              staff: { id: atBeanAndLeaf.staff_id, name: 'Noor Saleh' },
            },
          },
          { status: 201 },
        );
      }),
    );
    await renderWithProviders(<CounterRoute />, { preloadedState: cashier });
    expect(
      await screen.findByText('You work at Bean & Leaf, Harbor as cashier.'),
    ).toBeInTheDocument();
    // One workplace: no store to choose; two branches: choose one.
    expect(screen.queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Market' }));
    expect(screen.getByText('You work at Bean & Leaf, Market as cashier.')).toBeInTheDocument();
    // A cashier gets no store page and no figures.
    expect(
      screen.queryByRole('link', { name: 'Cards, branches and staff' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scan a customer' }));
    const scanner = await screen.findByRole('dialog', { name: 'Scan a customer' });
    // The branch is the counter's: the scanner offers no other.
    expect(within(scanner).getByRole('combobox', { name: 'Branch' })).toHaveTextContent('Market');
    await user.type(
      await within(scanner).findByRole('textbox', { name: 'Short code or phone' }),
      'QR-ana',
    );
    await user.click(within(scanner).getByRole('button', { name: 'Look up' }));
    await user.click(await within(scanner).findByRole('button', { name: 'Stamp' }));
    expect(
      await within(scanner).findByText('Stamp added. Stamped by Noor Saleh.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ qr_code: 'QR-ana', branch_id: market.id }]);
  });

  it('lets someone who works at two stores choose, and shows a manager the store and its figures', async () => {
    answerWorkplaces([atBeanAndLeaf, atLuna]);
    mswServer.use(
      http.get(apiUrl('/analytics/staff'), () =>
        HttpResponse.json({ success: true, data: noStaffFigures }),
      ),
    );
    await renderWithProviders(<CounterRoute />, { preloadedState: cashier });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByRole('option', { name: 'Café Luna · Manager' }));
    expect(
      await screen.findByText('You work at Café Luna, Rivoli as manager.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cards, branches and staff' })).toHaveAttribute(
      'href',
      `/stores/${atLuna.store.id}`,
    );
    // A manager's other pages of the store, which their bar (a customer's) does not list.
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      `/customers?store=${atLuna.store.id}`,
    );
    expect(screen.getByRole('link', { name: 'Automations' })).toHaveAttribute(
      'href',
      `/automations?store=${atLuna.store.id}`,
    );
    expect(await screen.findByText('Nobody stamped a card in these days.')).toBeInTheDocument();
  });

  it('tells someone on no staff how to join one', async () => {
    await renderWithProviders(<CounterRoute />, { preloadedState: cashier });
    expect(
      await screen.findByRole('heading', { name: 'You’re not on a store’s staff' }),
    ).toBeInTheDocument();
  });
});
