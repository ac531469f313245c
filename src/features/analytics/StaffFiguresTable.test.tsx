import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffFigures } from '../../api/staff';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessionFixtures';
import { aFiguresRow } from '../../testing/staffFixtures';
import { StaffFiguresTable } from './StaffFiguresTable';

installMswServer();
beforeAll(() => loadApi());

const figures: StaffFigures = {
  rows: [
    aFiguresRow({ staff_id: null, name: 'Amira Haddad', role: 'owner', stamps: 15230 }),
    aFiguresRow(),
    aFiguresRow({
      staff_id: 'staff-2',
      name: 'Sam Ortiz',
      stamps: 300,
      undos: 45,
      customers: 20,
      undo_rate: 0.15,
      stamps_per_customer: 15,
      flags: ['undo_rate', 'stamps_per_customer'],
    }),
  ],
  store: { undo_rate: 0.01, stamps_per_customer: 3 },
};

describe('the figures per person', () => {
  it('shows each person’s counts in the viewer’s locale, and flags with a sign and words', async () => {
    const asked: URLSearchParams[] = [];
    mswServer.use(
      http.get(apiUrl('/analytics/staff'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ success: true, data: figures });
      }),
    );
    await renderWithProviders(
      <StaffFiguresTable from="2026-10-29" to="2026-11-27" storeId="store-1" />,
      { preloadedState: { session: signedInSession() } },
    );
    const table = await screen.findByRole('table', { name: 'Who did what' });
    const number = new Intl.NumberFormat(undefined);
    const percent = new Intl.NumberFormat(undefined, {
      style: 'percent',
      maximumFractionDigits: 1,
    });

    const owner = within(table).getByRole('row', { name: /Amira Haddad/ });
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText(number.format(15230))).toBeInTheDocument();

    const sam = within(table).getByRole('row', { name: /Sam Ortiz/ });
    expect(within(sam).getByText(percent.format(0.15))).toBeInTheDocument();
    expect(
      within(sam).getByText(
        `Undoes far more than the store: ${percent.format(0.15)} of taps against ${percent.format(0.01)}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(sam).getByText('Far more stamps per customer than the store: 15 against 3'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Noor Saleh/ })).not.toHaveTextContent(
      /far more/i,
    );
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      { from: '2026-10-29', to: '2026-11-27', store_id: 'store-1' },
    ]);
  });

  it('says when nobody stamped, and when the figures cannot load', async () => {
    mswServer.use(
      http.get(apiUrl('/analytics/staff'), () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    await renderWithProviders(<StaffFiguresTable from="2026-10-29" to="2026-11-27" />, {
      preloadedState: { session: signedInSession() },
    });
    expect(
      await screen.findByText('The figures per person could not be loaded.'),
    ).toBeInTheDocument();
  });
});
