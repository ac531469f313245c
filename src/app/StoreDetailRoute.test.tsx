import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { initialSessionState } from '../session/sessionSlice';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { aWorkplace } from '../testing/staffFixtures';
import {
  aBranch,
  aCustomerCard,
  aRewardCard,
  aStore,
  aStoreDetail,
  storeOwner,
} from '../testing/storeFixtures';
import { loadApi } from '../shared/apiLoader';
import { StoreDetailRoute } from './StoreDetailRoute';

installMswServer();
beforeAll(() => loadApi());
afterEach(() => jest.useRealTimers());

const store = aStoreDetail({
  branches: [
    aBranch(),
    aBranch({ id: 'b7c1d2e3-0000-4000-8000-000000000002', name: 'Marais', status: 'closed' }),
  ],
});

function answerStore(detail = store) {
  mswServer.use(
    // Its owner and managers see its staff (docs/product.md, "Staff"): none yet.
    http.get(apiUrl('/stores/:id/staff'), () => HttpResponse.json({ success: true, data: [] })),
    http.get(apiUrl('/stores/:id/counter-devices'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
    http.get(apiUrl('/stores/:id'), ({ params }) =>
      params.id === detail.id
        ? HttpResponse.json({ success: true, data: detail })
        : HttpResponse.json(
            { success: false, code: 'NOT_FOUND', message: 'Store not found.' },
            { status: 404 },
          ),
    ),
  );
}

const visitor = { ...initialSessionState, _persist: { version: 1, rehydrated: true } };

const renderStore = (session: ReturnType<typeof signedInSession> | typeof visitor, id = store.id) =>
  renderWithProviders(
    <Routes>
      <Route path="/stores/:storeId" element={<StoreDetailRoute />} />
    </Routes>,
    { route: `/stores/${id}`, preloadedState: { session } },
  );

describe('the store page', () => {
  it('shows a visitor the store, its contacts, branches with their hours, and its cards', async () => {
    // Monday 10:00 on the visitor's clock: Rivoli (08:00–18:00) is open, Marais switched off.
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00'), advanceTimers: true });
    answerStore();
    await renderStore(visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Luna' })).toBeInTheDocument();
    expect(screen.getByText('CL')).toBeInTheDocument(); // no logo: the initials
    expect(screen.getByText('Cafe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+33 1 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:+33123456789',
    );
    expect(screen.getByRole('link', { name: 'hello@cafeluna.example' })).toHaveAttribute(
      'href',
      'mailto:hello@cafeluna.example',
    );
    expect(screen.getByRole('link', { name: 'cafeluna.example' })).toHaveAttribute(
      'href',
      'https://cafeluna.example',
    );
    expect(screen.getByText('12 rue de Rivoli, 75001 Paris, FR')).toBeInTheDocument();

    const rivoli = screen.getByRole('article', { name: 'Rivoli' });
    expect(within(rivoli).getByText('Open now · until 18:00')).toBeInTheDocument();
    const hours = within(rivoli).getByRole('table', { name: 'Opening hours of Rivoli' });
    expect(within(hours).getByRole('row', { name: 'Monday 08:00–18:00' })).toBeInTheDocument();
    expect(within(hours).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    const marais = screen.getByRole('article', { name: 'Marais' });
    expect(within(marais).getByText('Temporarily closed')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Coffee card' });
    expect(within(card).getByText(/A free coffee after 5 stamps/)).toBeInTheDocument();
    // Nothing to edit and no progress for a visitor.
    expect(screen.queryByRole('button', { name: 'Edit store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /stamps/ })).not.toBeInTheDocument();
  });

  it('says Closed outside the hours, on the visitor’s clock', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T19:30:00'), advanceTimers: true });
    answerStore();
    await renderStore(visitor);
    const rivoli = await screen.findByRole('article', { name: 'Rivoli' });
    // The chip, not the days without hours in the table below it.
    expect(within(rivoli).getByText('Closed', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(rivoli).queryByText(/Open now/)).not.toBeInTheDocument();
  });

  it('draws a signed-in customer’s stamps on each card they hold', async () => {
    answerStore(
      aStoreDetail({
        reward_cards: [
          aRewardCard(),
          aRewardCard({ id: 'c0ffee00-0000-4000-8000-000000000002', title: 'Cake card' }),
        ],
      }),
    );
    mswServer.use(
      http.get(apiUrl('/reward-cards/my'), () =>
        HttpResponse.json({ success: true, data: [aCustomerCard({ stamps: 3 })] }),
      ),
    );
    await renderStore(signedInSession(aUser({ role_id: 'user' })));
    const coffee = await screen.findByRole('article', { name: 'Coffee card' });
    expect(await within(coffee).findByRole('img', { name: '3 of 5 stamps' })).toBeInTheDocument();
    expect(within(coffee).getByText('3 of 5 stamps · 2 to go')).toBeInTheDocument();
    const cake = screen.getByRole('article', { name: 'Cake card' });
    expect(
      within(cake).getByText('Show your QR code at the counter to collect your first stamp.'),
    ).toBeInTheDocument();
  });

  it('gives the owner the editors, deactivated cards included', async () => {
    answerStore();
    mswServer.use(
      http.get(apiUrl('/reward-cards'), () =>
        HttpResponse.json({
          success: true,
          data: [
            aRewardCard(),
            aRewardCard({
              id: 'c0ffee00-0000-4000-8000-000000000003',
              title: 'Old card',
              active: false,
            }),
          ],
        }),
      ),
      http.get(apiUrl('/stores/me/settings'), () =>
        HttpResponse.json({
          success: true,
          data: {
            brand_color: null,
            default_stamps_required: 8,
            stamp_cooldown_minutes: 5,
            daily_stamp_limit_per_customer: 10,
            notify_on_redeem: false,
          },
        }),
      ),
    );
    await renderStore({ ...signedInSession(), merchant: storeOwner(), onboardingStep: 4 });
    expect(await screen.findByRole('button', { name: 'Edit store' })).toBeInTheDocument();
    expect(screen.getByLabelText('Store logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add branch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Rivoli' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Work with your team' })).toBeInTheDocument();
    // The owner sees deactivated cards too, marked so.
    const old = await screen.findByRole('article', { name: 'Old card' });
    expect(within(old).getByText('Deactivated')).toBeInTheDocument();
    expect(
      within(old).queryByRole('button', { name: 'Deactivate Old card' }),
    ).not.toBeInTheDocument();
  });

  it('gives a manager of the store the cards, branches and staff, but not the store’s own editor', async () => {
    answerStore();
    mswServer.use(
      http.get(apiUrl('/staff/me'), () =>
        HttpResponse.json({ success: true, data: [aWorkplace({ role: 'manager' })] }),
      ),
      http.get(apiUrl('/reward-cards'), () =>
        HttpResponse.json({ success: true, data: [aRewardCard()] }),
      ),
      // A manager is also a customer until the answer of where they work is in.
      http.get(apiUrl('/reward-cards/my'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(apiUrl('/stores/me/settings'), () =>
        HttpResponse.json({ success: false, message: 'Not yours.' }, { status: 403 }),
      ),
    );
    await renderStore(signedInSession(aUser({ role_id: 'user' })));
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Work with your team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add branch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit store' })).not.toBeInTheDocument();
  });

  it('shows a cashier of the store no editors and no staff', async () => {
    answerStore();
    mswServer.use(
      http.get(apiUrl('/staff/me'), () =>
        HttpResponse.json({ success: true, data: [aWorkplace({ role: 'cashier' })] }),
      ),
      http.get(apiUrl('/reward-cards/my'), () => HttpResponse.json({ success: true, data: [] })),
    );
    await renderStore(signedInSession(aUser({ role_id: 'user' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Luna' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
  });

  it('gives another merchant no editors', async () => {
    answerStore();
    await renderStore({
      ...signedInSession(),
      merchant: { ...storeOwner(), id: '99999999-0000-4000-8000-000000000000' },
      onboardingStep: 4,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Luna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New reward card' })).not.toBeInTheDocument();
  });

  it('says when a store is unknown or hidden, and leads back to the directory', async () => {
    answerStore();
    await renderStore(visitor, aStore({ id: '00000000-0000-4000-8000-000000000000' }).id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stores' })).toHaveAttribute('href', '/stores');
  });
});
