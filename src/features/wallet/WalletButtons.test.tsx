import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type * as BrowserLocation from '../../lib/browserLocation';
import { reloadTo } from '../../lib/browserLocation';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, clientConfig, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { PREPARING_PASS } from './WalletBadge';
import { WalletButtons } from './WalletButtons';

// docs/product.md, "Wallet passes": the buttons of the wallets the server makes passes for, each
// sending the customer to their card's pass.

// The page's own navigation is the browser's edge (docs/style.md, "Tests"); new tabs are
// `window.open`'s, replaced below.
jest.mock('../../lib/browserLocation', () => ({
  ...jest.requireActual<typeof BrowserLocation>('../../lib/browserLocation'),
  reloadTo: jest.fn(),
}));

installMswServer();
beforeAll(() => loadApi());

const CARD_ID = '5b0f4c8e-1c9a-4f0e-8d6f-3e2a1b7c9d40';
const APPLE_URL = `/api/merchant/wallet/passes/${CARD_ID}.pkpass?token=abc`;
const GOOGLE_URL = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2ln';

function serveWallets(wallets: { apple: boolean; google: boolean }) {
  mswServer.use(
    http.get(apiUrl('/config'), () =>
      HttpResponse.json({ success: true, data: clientConfig({ wallets }) }),
    ),
  );
}

/** Answers each wallet's link; returns the paths asked for. */
function serveLinks(answer: (wallet: string) => Response | null = () => null) {
  const asked: string[] = [];
  mswServer.use(
    http.post(apiUrl('/wallet/cards/:cardId/:wallet'), ({ params, request }) => {
      asked.push(new URL(request.url).pathname);
      const wallet = String(params.wallet);
      return (
        answer(wallet) ??
        HttpResponse.json({
          success: true,
          data: { url: wallet === 'apple' ? APPLE_URL : GOOGLE_URL },
        })
      );
    }),
  );
  return asked;
}

const renderButtons = () =>
  renderWithProviders(<WalletButtons customerCardId={CARD_ID} cardName="Free coffee at Café" />, {
    preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
  });

const appleButton = () => screen.findByRole('button', { name: 'Add to Apple Wallet' });
const googleButton = () => screen.findByRole('button', { name: 'Save to Google Wallet' });

/** Lets the config query settle, for assertions that something is absent. */
const configRead = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  jest.mocked(reloadTo).mockReset();
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the wallet buttons of a card', () => {
  it('show both wallets, named by their text, in a row named for the card', async () => {
    serveWallets({ apple: true, google: true });
    await renderButtons();

    const row = await screen.findByRole('group', { name: 'Wallet pass for Free coffee at Café' });
    expect(within(row).getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Save to Google Wallet' })).toBeVisible();
    // The words the button shows are its name (WCAG "label in name").
    expect(within(row).getByText('Add to')).toBeVisible();
    expect(within(row).getByText('Apple Wallet')).toBeVisible();
    expect(within(row).getByText('Save to Google Wallet')).toBeVisible();
  });

  it('show only the wallet the server makes passes for', async () => {
    serveWallets({ apple: false, google: true });
    const { unmount } = await renderButtons();
    expect(await googleButton()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
    unmount();

    serveWallets({ apple: true, google: false });
    await renderButtons();
    expect(await appleButton()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save to Google Wallet' })).not.toBeInTheDocument();
  });

  it('draw nothing when the server makes no passes', async () => {
    serveWallets({ apple: false, google: false });
    const { container } = await renderButtons();
    await configRead();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('draw nothing offline, without asking the server', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    let asked = 0;
    mswServer.use(
      http.get(apiUrl('/config'), () => {
        asked += 1;
        return HttpResponse.json({
          success: true,
          data: clientConfig({ wallets: { apple: true, google: true } }),
        });
      }),
    );
    const { container } = await renderButtons();
    await configRead();
    expect(container).toBeEmptyDOMElement();
    expect(asked).toBe(0);

    // Back online, they come back.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await appleButton()).toBeVisible();
  });

  it('Apple: asks for the card’s pass, says it is preparing it, then goes to the download', async () => {
    serveWallets({ apple: true, google: false });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    mswServer.use(
      http.post(apiUrl('/wallet/cards/:cardId/apple'), async ({ request }) => {
        asked.push(new URL(request.url).pathname);
        await answered;
        return HttpResponse.json({ success: true, data: { url: APPLE_URL } });
      }),
    );
    await renderButtons();

    await userEvent.click(await appleButton());
    expect(await screen.findByRole('button', { name: PREPARING_PASS })).toBeVisible();
    expect(reloadTo).not.toHaveBeenCalled();
    release();

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(APPLE_URL));
    expect(asked).toEqual([`/api/merchant/wallet/cards/${CARD_ID}/apple`]);
    expect(await appleButton()).toBeVisible();
  });

  it('Apple: works from the keyboard', async () => {
    serveWallets({ apple: true, google: false });
    const asked = serveLinks();
    await renderButtons();
    await appleButton();

    await userEvent.tab();
    expect(await appleButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(APPLE_URL));
    expect(asked).toEqual([`/api/merchant/wallet/cards/${CARD_ID}/apple`]);
  });

  it('Google: opens a tab in the click and sends it to the save link', async () => {
    serveWallets({ apple: false, google: true });
    const replace = jest.fn();
    const tab = { opener: {}, location: { replace }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // The tab is open before the server is asked: after its answer, a browser blocks it.
    let tabsOpenWhenAsked = -1;
    const asked = serveLinks(() => {
      tabsOpenWhenAsked = open.mock.calls.length;
      return null;
    });
    await renderButtons();

    await userEvent.click(await googleButton());

    await waitFor(() => expect(tabsOpenWhenAsked).toBe(1));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(GOOGLE_URL));
    expect(asked).toEqual([`/api/merchant/wallet/cards/${CARD_ID}/google`]);
    // The save page cannot reach back into ours.
    expect(tab.opener).toBeNull();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('Google: goes to the save link in this tab when the browser refuses a new one', async () => {
    serveWallets({ apple: false, google: true });
    serveLinks();
    jest.spyOn(window, 'open').mockReturnValue(null);
    await renderButtons();

    await userEvent.click(await googleButton());

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(GOOGLE_URL));
  });

  it('say why the server refused, in a toast, and close the tab opened for it', async () => {
    serveWallets({ apple: true, google: true });
    serveLinks(() =>
      HttpResponse.json(
        { success: false, code: 'NOT_FOUND', message: 'This card has no wallet pass.' },
        { status: 404 },
      ),
    );
    const tab = { opener: {}, location: { replace: jest.fn() }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderButtons();

    await userEvent.click(await appleButton());
    expect(await screen.findByText('This card has no wallet pass.')).toBeVisible();
    expect(reloadTo).not.toHaveBeenCalled();

    await userEvent.click(await googleButton());
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(reloadTo).not.toHaveBeenCalled();
    // Both buttons are ready to be tried again.
    expect(await appleButton()).toBeVisible();
    expect(await googleButton()).toBeVisible();
  });
});
