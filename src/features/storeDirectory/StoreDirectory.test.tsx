import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { loadApi } from '../../shared/apiLoader';
import { LocationProbe } from '../../testing/LocationProbe';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aCustomerCard, aStore } from '../../testing/storeFixtures';
import { StoresRoute } from '../../app/StoresRoute';

installMswServer();
beforeAll(() => loadApi());

const stores = Array.from({ length: 30 }, (_, index) =>
  aStore({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: index === 0 ? 'Café Luna' : `Store ${index}`,
    city: index % 2 ? 'Lyon' : 'Paris',
  }),
);

/** The listing as the server answers it, recording every query the page sends. */
function answerListing() {
  const queries: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiUrl('/store-listing/stores'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const search = params.get('search')?.toLowerCase() ?? '';
      const city = params.get('city');
      const category = params.get('category');
      const matching = stores.filter(
        (store) =>
          store.name.toLowerCase().includes(search) &&
          (!city || store.city === city) &&
          (!category || store.category?.slug === category),
      );
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      return HttpResponse.json({
        success: true,
        data: {
          items: matching.slice((page - 1) * size, page * size),
          page,
          page_size: size,
          total: matching.length,
        },
      });
    }),
    http.get(apiUrl('/store-listing/categories'), () =>
      HttpResponse.json({
        success: true,
        data: [
          { id: 'c1', name: 'Bakery', slug: 'bakery', stores_count: 0 },
          { id: 'c2', name: 'Cafe', slug: 'cafe', stores_count: 30 },
        ],
      }),
    ),
  );
  return queries;
}

const renderDirectory = (route = '/stores', session?: ReturnType<typeof signedInSession>) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/stores" element={<StoresRoute />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: session ? { session } : undefined },
  );

describe('the store directory', () => {
  it('searches as the visitor types, once they pause, and keeps the search in the URL', async () => {
    const queries = answerListing();
    const user = userEvent.setup();
    await renderDirectory();
    expect(await screen.findByText('Café Luna')).toBeInTheDocument();
    expect(screen.getByText('Store 11')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'luna');
    // One request for the whole word, not one per key.
    expect(await screen.findByText('At /stores?q=luna')).toBeInTheDocument();
    expect(await screen.findByText('Café Luna')).toBeInTheDocument();
    expect(screen.queryByText('Store 11')).not.toBeInTheDocument();
    expect(queries.map((query) => query.get('search'))).toEqual([null, 'luna']);
  });

  it('starts from the search, category, city and page in the URL (a reload or back)', async () => {
    const queries = answerListing();
    await renderDirectory('/stores?q=store&category=cafe&city=Lyon&page=2');
    expect(await screen.findByRole('searchbox', { name: 'Search stores' })).toHaveValue('store');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
    expect(await screen.findByText('Store 25')).toBeInTheDocument();
    const sent = queries.at(-1);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      search: 'store',
      category: 'cafe',
      city: 'Lyon',
      page: '2',
      page_size: '12',
    });
  });

  it('filters by a category chip, with its count, and by city', async () => {
    const queries = answerListing();
    const user = userEvent.setup();
    await renderDirectory();
    const chips = await screen.findByRole('group', { name: 'Categories' });
    // A category without listed stores offers nothing to find.
    expect(within(chips).queryByText(/Bakery/)).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Cafe (30)' }));
    expect(await screen.findByText('At /stores?category=cafe')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Cafe (30)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lyon');
    expect(await screen.findByText('At /stores?category=cafe&city=Lyon')).toBeInTheDocument();
    expect(await screen.findByText('Store 1')).toBeInTheDocument();
    expect(screen.queryByText('Café Luna')).not.toBeInTheDocument();
    expect(queries.at(-1)?.get('city')).toBe('Lyon');
  });

  it('pages through the stores, 12 at a time', async () => {
    answerListing();
    const user = userEvent.setup();
    await renderDirectory();
    expect(await screen.findByText('Café Luna')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('At /stores?page=3')).toBeInTheDocument();
    expect(await screen.findByText('Store 29')).toBeInTheDocument();
    expect(screen.queryByText('Café Luna')).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    answerListing();
    const user = userEvent.setup();
    await renderDirectory('/stores?q=xyz&city=Lyon');
    expect(
      await screen.findByRole('heading', { name: 'No stores match “xyz”' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Café Luna')).toBeInTheDocument();
    expect(screen.getByText('At /stores')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('');
  });

  it("shows a signed-in customer's own stores first, with their stamps", async () => {
    answerListing();
    mswServer.use(
      http.get(apiUrl('/reward-cards/my'), () =>
        HttpResponse.json({ success: true, data: [aCustomerCard({ stamps: 3 })] }),
      ),
    );
    await renderDirectory('/stores', signedInSession(aUser({ role_id: 'user' })));
    const mine = await screen.findByRole('region', { name: 'Your stores' });
    expect(within(mine).getByText('Café Luna')).toBeInTheDocument();
    expect(within(mine).getByText('3 of 5 stamps')).toBeInTheDocument();
  });

  it('shows skeletons while the stores load', async () => {
    let answer: () => void = () => undefined;
    answerListing();
    mswServer.use(
      http.get(apiUrl('/store-listing/stores'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({
          success: true,
          data: { items: [stores[0]], page: 1, page_size: 12, total: 1 },
        });
      }),
    );
    await renderDirectory();
    expect(await screen.findByLabelText('Loading stores')).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByText('Café Luna')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading stores')).not.toBeInTheDocument();
  });
});
