import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aStoreDetail } from '../testing/storeFixtures';
import { paths } from '../shared/paths';
import { AppRoutes } from './router';

installMswServer();

describe('paths', () => {
  it('builds a store address that opens that store, whatever its id holds', async () => {
    // The page asks the server for the very id it was given, decoded once.
    mswServer.use(
      http.get(apiUrl('/stores/:id'), ({ params }) =>
        HttpResponse.json({
          success: true,
          data: aStoreDetail({
            name: `Store ${String(params.id)}`,
            branches: [],
            reward_cards: [],
          }),
        }),
      ),
    );
    await renderWithProviders(<AppRoutes />, { route: paths.storeDetail('café 7/b') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store café 7/b' }),
    ).toBeInTheDocument();
  });

  it('links to a part of a page by its id', () => {
    expect(paths.home('features')).toBe('/#features');
    expect(paths.privacyPolicy('cookies')).toBe('/privacy-policy#cookies');
  });
});
