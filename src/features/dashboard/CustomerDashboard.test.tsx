import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { aCardAt, aStore, answerHome, customerHome } from '../../testing/homeFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { readQrCode } from '../../testing/readQrCode';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { DashboardPage } from './DashboardPage';

installMswServer();
beforeAll(() => loadApi());

const customer = { session: signedInSession(aUser({ role_id: 'user' })) };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a customer’s dashboard', () => {
  it('shows each card’s stamps, the ready reward first and highlighted', async () => {
    answerHome(
      customerHome({
        cards: [aCardAt('Bean & Leaf', 'Coffee card', 3, 8), aCardAt('Crumb', 'Bagel card', 6, 6)],
      }),
    );
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });

    const cards = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Bagel card at Crumb',
      'Coffee card at Bean & Leaf',
    ]);
    const [ready, collecting] = cards as [HTMLElement, HTMLElement];
    expect(within(ready).getByText('Reward ready')).toBeInTheDocument();
    expect(within(ready).getByRole('img', { name: '6 of 6 stamps' })).toBeInTheDocument();
    expect(
      within(ready).getByText('Show your code at Crumb to get: A free bagel.'),
    ).toBeInTheDocument();
    expect(within(collecting).queryByText('Reward ready')).not.toBeInTheDocument();
    expect(within(collecting).getByRole('img', { name: '3 of 8 stamps' })).toBeInTheDocument();
    expect(
      within(collecting).getByText('3 of 8 stamps · Reward: A free coffee'),
    ).toBeInTheDocument();
  });

  it('shows a full card with at most its stamps, and the stamps waiting for the next one', async () => {
    // 10 stamps held on an 8-stamp card: the card is full and 2 wait for the next card.
    answerHome(customerHome({ cards: [aCardAt('Bean & Leaf', 'Coffee card', 10, 8)] }));
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });

    const card = within(await screen.findByRole('list')).getByRole('listitem');
    expect(within(card).getByText('Reward ready')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: '8 of 8 stamps · 2 waiting' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('2 stamps wait for your next card.')).toBeInTheDocument();
    expect(within(card).queryByText(/10 of 8/)).not.toBeInTheDocument();
  });

  it('keeps a paused store’s card with every stamp, and says not to expect the reward there for now', async () => {
    answerHome(
      customerHome({ cards: [{ ...aCardAt('Crumb', 'Bagel card', 6, 6), paused: true }] }),
    );
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });

    const [card] = within(await screen.findByRole('list')).getAllByRole('listitem') as [
      HTMLElement,
    ];
    expect(within(card).getByRole('img', { name: '6 of 6 stamps' })).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Crumb is not giving stamps or rewards right now. Your stamps are kept.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Show your code at Crumb/)).not.toBeInTheDocument();
  });

  it('draws the personal code large, encoding its /scan address', async () => {
    answerHome(customerHome({}));
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });
    const code = await screen.findByRole('img', { name: 'Your personal QR code' });
    expect(readQrCode(code)).toBe('http://localhost/scan/QR-amira');
  });

  it('tells a new customer what to do, and where to find a store', async () => {
    answerHome(customerHome({ cards: [] }));
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });
    expect(await screen.findByRole('heading', { name: 'No stamps yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Show your QR code at the counter of a participating store: each visit adds a stamp, and a full card becomes a reward.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a participating store' })).toHaveAttribute(
      'href',
      '/stores',
    );
  });

  it('lists the latest activity and stores to discover', async () => {
    answerHome(
      customerHome({
        cards: [aCardAt('Bean & Leaf', 'Coffee card', 1, 8)],
        recent_activity: [
          {
            id: 'a-3',
            kind: 'undo',
            undoes: 'redeem',
            count: 8,
            created_at: minutesAgo(4),
            store: { id: 'store-1', name: 'Bean & Leaf' },
            reward_card: { id: 'card-1', title: 'Coffee card' },
          },
          {
            id: 'a-2',
            kind: 'redeem',
            undoes: null,
            count: 8,
            created_at: minutesAgo(5),
            store: { id: 'store-1', name: 'Bean & Leaf' },
            reward_card: { id: 'card-1', title: 'Coffee card' },
          },
          {
            id: 'a-1',
            kind: 'stamp',
            undoes: null,
            count: 1,
            created_at: minutesAgo(120),
            store: { id: 'store-1', name: 'Bean & Leaf' },
            reward_card: { id: 'card-1', title: 'Coffee card' },
          },
        ],
        featured_stores: [aStore({ id: 'store-9', name: 'Crumb Bakery', city: 'Oakland' })],
      }),
    );
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    // An undone redemption says so, not "8 stamps taken back" (it gave them back).
    expect(within(activity).getByText('Redemption undone · Coffee card')).toBeInTheDocument();
    expect(within(activity).getByText('Reward redeemed · Coffee card')).toBeInTheDocument();
    expect(within(activity).getByText('Bean & Leaf · 5 minutes ago')).toBeInTheDocument();
    expect(within(activity).getByText('+1 stamp · Coffee card')).toBeInTheDocument();
    expect(within(activity).getByText('Bean & Leaf · 2 hours ago')).toBeInTheDocument();
    const stores = screen.getByRole('region', { name: 'Stores to discover' });
    expect(within(stores).getByRole('link', { name: /Crumb Bakery/ })).toHaveAttribute(
      'href',
      '/stores/store-9',
    );
  });

  it('shows the page in outline while it loads', async () => {
    mswServer.use(
      http.get(apiUrl('/home'), async () => {
        await delay(200);
        return HttpResponse.json({ success: true, data: customerHome({}) });
      }),
    );
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No stamps yet' })).toBeInTheDocument();
  });

  it('holds the code up full screen at the counter, keeping the screen on', async () => {
    const release = jest.fn().mockResolvedValue(undefined);
    const request = jest.fn().mockResolvedValue({ release });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    answerHome(customerHome({}));
    await renderWithProviders(<DashboardPage />, { preloadedState: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show at the counter' }));

    const counter = await screen.findByRole('dialog', { name: 'Amira' });
    expect(within(counter).getByText('Show this code at the counter')).toBeInTheDocument();
    expect(readQrCode(within(counter).getByRole('img', { name: 'Your personal QR code' }))).toBe(
      'http://localhost/scan/QR-amira',
    );
    expect(request).toHaveBeenCalledWith('screen');

    await user.click(within(counter).getByRole('button', { name: 'Close' }));
    expect(release).toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'wakeLock');
  });
});
