import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { loadApi } from '../shared/apiLoader';
import { eventStream } from '../testing/eventStream';
import { aCardAt, answerHome, customerHome } from '../testing/homeFixtures';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import type { LiveCardEvent } from '../api/live';
import { DashboardRoute } from './DashboardRoute';

installMswServer();
beforeAll(() => loadApi());

const customer = { session: signedInSession(aUser({ role_id: 'user' })) };

/** The card event the server sends after the merchant's tap (docs/api.md, "Live updates"). */
function cardEvent(kind: LiveCardEvent['kind'], stamps: number): LiveCardEvent {
  const card = aCardAt('Bean & Leaf', 'Coffee card', stamps, 3);
  return {
    kind,
    customer_card: {
      ...card,
      reward_card: { ...card.reward_card },
      last_activity_at: new Date().toISOString(),
    },
  };
}

describe('a customer’s dashboard, live', () => {
  it('shows a new stamp, then the full card, without a reload, and says so', async () => {
    const stream = eventStream();
    mswServer.use(http.get(apiUrl('/users/me/events'), () => stream.response()));
    answerHome(customerHome({ cards: [aCardAt('Bean & Leaf', 'Coffee card', 1, 3)] }));
    const view = await renderWithProviders(<DashboardRoute />, { preloadedState: customer });
    const card = await screen.findByRole('listitem', { name: 'Coffee card at Bean & Leaf' });
    expect(within(card).getByRole('img', { name: '1 of 3 stamps' })).toBeInTheDocument();

    // The merchant stamps: the stream says so, with the card; the page shows it without asking
    // the server again (docs/performance.md, "Exchanges per tap").
    act(() => stream.send('ready', {}));
    act(() => stream.send('card', cardEvent('stamp', 2)));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Stamp added at Bean & Leaf: 2 of 3.'),
    );
    expect(await screen.findByRole('img', { name: '2 of 3 stamps' })).toBeInTheDocument();

    act(() => stream.send('card', cardEvent('stamp', 3)));
    expect(await screen.findByText('Reward ready')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Stamp added at Bean & Leaf: your card is full, your reward is ready.',
    );

    act(() => stream.send('card', cardEvent('redeem', 0)));
    expect(await screen.findByRole('img', { name: '0 of 3 stamps' })).toBeInTheDocument();
    expect(screen.queryByText('Reward ready')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reward redeemed at Bean & Leaf. Enjoy!');
    view.unmount();
    stream.end();
  });
});
