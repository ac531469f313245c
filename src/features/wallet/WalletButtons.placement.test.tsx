import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DashboardRoute } from '../../app/DashboardRoute';
import { MyCodeRoute } from '../../app/MyCodeRoute';
import { saveCode, summariseCards } from '../../session/savedCode';
import { loadApi } from '../../shared/apiLoader';
import { quietLiveEvents } from '../../testing/eventStream';
import { aCardAt, answerHome, customerHome } from '../../testing/homeFixtures';
import { apiUrl, clientConfig, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';

// docs/product.md, "Wallet passes": every card of the customer has its wallet buttons, on the
// dashboard and on /my-code, while the server can be reached.

installMswServer();
beforeAll(() => loadApi());
beforeEach(() => localStorage.clear());

const amira = aUser({ role_id: 'user', first_name: 'Amira' });
const session = { session: signedInSession(amira) };
const cards = [aCardAt('Bean & Leaf', 'Coffee card', 3, 8), aCardAt('Crumb', 'Bagel card', 6, 6)];

function serveWallets() {
  mswServer.use(
    http.get(apiUrl('/config'), () =>
      HttpResponse.json({
        success: true,
        data: clientConfig({ wallets: { apple: true, google: true } }),
      }),
    ),
  );
}

function serveMyCode() {
  mswServer.use(
    http.get(apiUrl('/users/me'), () =>
      HttpResponse.json({ success: true, data: { user: amira, merchant: null } }),
    ),
    http.get(apiUrl('/reward-cards/my'), () => HttpResponse.json({ success: true, data: cards })),
  );
}

const walletRow = (name: string) => screen.findByRole('group', { name: `Wallet pass for ${name}` });

describe('where the wallet buttons are', () => {
  it('under each card of the dashboard', async () => {
    quietLiveEvents();
    serveWallets();
    answerHome(customerHome({ cards }));
    await renderWithProviders(<DashboardRoute />, { preloadedState: session });

    for (const name of ['Coffee card at Bean & Leaf', 'Bagel card at Crumb']) {
      const card = await screen.findByRole('listitem', { name });
      const row = await walletRow(name);
      expect(card).toContainElement(row);
      expect(within(row).getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
      expect(within(row).getByRole('button', { name: 'Save to Google Wallet' })).toBeVisible();
    }
  });

  it('under each card of /my-code', async () => {
    quietLiveEvents();
    serveWallets();
    serveMyCode();
    await renderWithProviders(<MyCodeRoute roles={['user']} />, {
      route: '/my-code',
      preloadedState: session,
    });

    expect(await walletRow('Coffee card at Bean & Leaf')).toBeVisible();
    expect(await walletRow('Bagel card at Crumb')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add to Apple Wallet' })).toHaveLength(2);
  });

  it('not under the copy of /my-code saved on this device, when the server cannot be read', async () => {
    quietLiveEvents();
    serveWallets();
    saveCode({
      user_id: amira.id,
      qr_code: 'QR-amira',
      first_name: 'Amira',
      cards: summariseCards(cards),
      saved_at: '2026-11-24T08:30:00.000Z',
    });
    mswServer.use(
      http.get(apiUrl('/users/me'), () => HttpResponse.error()),
      http.get(apiUrl('/reward-cards/my'), () => HttpResponse.error()),
    );
    await renderWithProviders(<MyCodeRoute roles={['user']} />, {
      route: '/my-code',
      preloadedState: session,
    });

    expect(await screen.findByText('Bean & Leaf: Coffee card')).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Wallet pass/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
  });

  it('nowhere when the server makes no passes', async () => {
    quietLiveEvents();
    let configAnswered = false;
    mswServer.use(
      http.get(apiUrl('/config'), () => {
        configAnswered = true;
        return HttpResponse.json({ success: true, data: clientConfig() });
      }),
    );
    answerHome(customerHome({ cards }));
    await renderWithProviders(<DashboardRoute />, { preloadedState: session });

    expect(
      await screen.findByRole('listitem', { name: 'Coffee card at Bean & Leaf' }),
    ).toBeVisible();
    await waitFor(() => expect(configAnswered).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /Wallet/ })).not.toBeInTheDocument();
  });
});
