import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LocationProbe } from '../../testing/LocationProbe';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { MyCodePage } from './MyCodePage';
import { readSavedCode, saveCode } from '../../session/savedCode';
import { savedNote } from './MyCodeView';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => localStorage.clear());

const customer = aUser({ role_id: 'user', first_name: 'Ana', qr_code: 'qr-code-one' });

const home = {
  role: 'user',
  qr_code: 'qr-code-one',
  cards: [
    {
      id: 'card-1',
      reward_card: { id: 'rc-1', title: 'Free coffee', stamps_required: 8 },
      store: { id: 'store-1', name: 'Corner Café', avatar_url: null },
      stamps: 3,
    },
  ],
};

function serveOnline() {
  mswServer.use(
    http.get(apiUrl('/users/me'), () =>
      HttpResponse.json({ success: true, data: { user: customer, merchant: null } }),
    ),
    http.get(apiUrl('/reward-cards/my'), () =>
      HttpResponse.json({ success: true, data: home.cards }),
    ),
  );
}

function serveOffline() {
  mswServer.use(
    http.get(apiUrl('/users/me'), () => HttpResponse.error()),
    http.get(apiUrl('/reward-cards/my'), () => HttpResponse.error()),
  );
}

const renderPage = (user = customer) =>
  renderWithProviders(
    <>
      <MyCodePage roles={['user']} />
      <LocationProbe />
    </>,
    { route: '/my-code', preloadedState: { session: signedInSession(user) } },
  );

const encodedValue = () =>
  screen.getByRole('img', { name: 'Your personal QR code' }).getAttribute('viewBox');

describe('the code page', () => {
  it('shows the code with the name and the cards, and saves them for offline use', async () => {
    serveOnline();
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your personal QR code' })).toBeInTheDocument();
    expect(screen.getByText('Corner Café: Free coffee')).toBeInTheDocument();
    expect(screen.getByText('3 of 8 stamps')).toBeInTheDocument();
    // docs/product.md, "Finding a customer": the short code a cashier types, under the QR code.
    expect(screen.getByText('K7P4-QX2M')).toBeInTheDocument();
    expect(screen.queryByText(/card progress may have changed/)).not.toBeInTheDocument();
    const saved = readSavedCode(customer.id);
    expect(saved).toMatchObject({
      qr_code: 'qr-code-one',
      short_code: 'K7P4QX2M',
      first_name: 'Ana',
      cards: [{ store_name: 'Corner Café', title: 'Free coffee', stamps: 3, stamps_required: 8 }],
    });
  });

  it('offline, shows the saved code with when it was saved', async () => {
    serveOnline();
    const online = await renderPage();
    await screen.findByRole('heading', { name: 'Ana' });
    const drawnOnline = encodedValue();
    online.unmount();

    serveOffline();
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(encodedValue()).toBe(drawnOnline);
    const savedAt = readSavedCode(customer.id)?.saved_at ?? '';
    expect(screen.getByText(savedNote(savedAt))).toBeInTheDocument();
    expect(
      screen.getByText(/^Saved on .+ — card progress may have changed since\.$/),
    ).toBeVisible();
    expect(screen.getByText('3 of 8 stamps')).toBeInTheDocument();
  });

  it('says when a reward and stamps expire, online and from the copy saved for offline use', async () => {
    const expiring = {
      ...home.cards[0],
      stamps: 8,
      reward_expires_at: '2027-02-03T23:59:59.999+01:00',
      stamps_expire_at: '2027-03-12T23:59:59.999+01:00',
    };
    mswServer.use(
      http.get(apiUrl('/users/me'), () =>
        HttpResponse.json({ success: true, data: { user: customer, merchant: null } }),
      ),
      http.get(apiUrl('/reward-cards/my'), () =>
        HttpResponse.json({ success: true, data: [expiring] }),
      ),
    );
    const online = await renderPage();
    expect(
      await screen.findByText(/^Reward expires on .*(3 February|February 3).*2027$/),
    ).toBeVisible();
    expect(screen.getByText(/^Stamps expire on .*(12 March|March 12).*2027$/)).toBeVisible();
    online.unmount();

    serveOffline();
    await renderPage();
    expect(await screen.findByText(/card progress may have changed since/)).toBeVisible();
    expect(screen.getByText(/^Reward expires on .*(3 February|February 3).*2027$/)).toBeVisible();
    expect(screen.getByText(/^Stamps expire on .*(12 March|March 12).*2027$/)).toBeVisible();
  });

  it('offline with nothing saved, says so instead of an error', async () => {
    serveOffline();
    await renderPage();

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your personal QR code' })).not.toBeInTheDocument();
  });

  it('never shows another account’s saved code', async () => {
    saveCode({
      user_id: 'someone-else',
      qr_code: 'their-code',
      first_name: 'Bo',
      cards: null,
      saved_at: '2026-11-24T08:30:00.000Z',
    });
    serveOffline();
    await renderPage();

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bo' })).not.toBeInTheDocument();
  });

  it('still shows the code when the card progress cannot be read', async () => {
    mswServer.use(
      http.get(apiUrl('/users/me'), () =>
        HttpResponse.json({ success: true, data: { user: customer, merchant: null } }),
      ),
      http.get(apiUrl('/reward-cards/my'), () =>
        HttpResponse.json({ success: false, message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
      ),
    );
    await renderPage();

    expect(await screen.findByRole('img', { name: 'Your personal QR code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your cards' })).not.toBeInTheDocument();
  });

  it('sends a merchant, who has no customer code, to the dashboard', async () => {
    await renderPage(aUser({ role_id: 'merchant' }));
    expect(screen.getByText('At /dashboard')).toBeInTheDocument();
  });

  it('tells a signed-out visitor who is offline that they are offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderWithProviders(<MyCodePage roles={['user']} />, { route: '/my-code' });
      expect(screen.getByRole('heading', { name: "You're offline" })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('asks a signed-out visitor who is online to sign in', async () => {
    await renderWithProviders(<MyCodePage roles={['user']} />, { route: '/my-code' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
