import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { paths } from './paths';
import { AppRoutes } from './router';

describe('paths', () => {
  it('builds a store address that opens that store, whatever its id holds', async () => {
    await renderWithProviders(<AppRoutes />, { route: paths.storeDetail('café 7/b') });
    expect(await screen.findByText(/^Store café 7\/b:/)).toBeInTheDocument();
  });

  it('links to a part of a page by its id', () => {
    expect(paths.home('features')).toBe('/#features');
    expect(paths.privacyPolicy('cookies')).toBe('/privacy-policy#cookies');
  });
});
