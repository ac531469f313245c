import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useGetHomeQuery } from '../../api/home';
import type { LiveCardEvent } from '../../api/live';
import { useGetMyCardsQuery, type CustomerCard } from '../../api/rewardCards';
import { loadApi } from '../../shared/apiLoader';
import { customerHome } from '../../testing/homeFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { eventStream } from '../../testing/eventStream';
import { aRewardCard } from '../../testing/scannerFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { useLiveCardEvents } from './useLiveCardEvents';

installMswServer();
beforeAll(() => loadApi());

/** The customer's coffee card holding `stamps` of 10, last used at `at`. */
const coffeeCard = (stamps: number, at = '2026-01-15T10:00:00.000Z'): CustomerCard => ({
  id: 'card-1',
  reward_card: aRewardCard({ id: 'reward-1', title: 'Coffee card', stamps_required: 10 }),
  store: { id: 'store-1', name: 'Ana Bakery', avatar_url: null },
  stamps,
  stamps_waiting: 0,
  rewards_ready: 0,
  rewards_earned: 0,
  rewards_redeemed: 0,
  last_activity_at: at,
  paused: false,
  stamps_expire_at: null,
  reward_expires_at: null,
});

/** Another card, used a day earlier: the newest activity comes first. */
const teaCard = {
  ...coffeeCard(2, '2026-01-14T10:00:00.000Z'),
  id: 'card-2',
  reward_card: aRewardCard({ id: 'reward-2', title: 'Tea card', stamps_required: 10 }),
};

const stampEvent: LiveCardEvent = { kind: 'stamp', customer_card: coffeeCard(4) };

interface Server {
  /** The bearer token of each attempt to open the stream. */
  attempts: (string | null)[];
  /** Each attempt's signal: aborted once the client lets the stream go. */
  signals: AbortSignal[];
  cardFetches: number;
  homeFetches: number;
}

/**
 * Answers each attempt with the next of `answers`, and counts the cards and home fetches: both
 * hold the tea card and the coffee card with 3 stamps, the tea card's activity the newest.
 */
function serve(answers: (() => Response)[]): Server {
  const server: Server = { attempts: [], signals: [], cardFetches: 0, homeFetches: 0 };
  mswServer.use(
    http.get(apiUrl('/users/me/events'), ({ request }) => {
      server.attempts.push(request.headers.get('authorization'));
      server.signals.push(request.signal);
      const answer = answers.shift();
      return answer ? answer() : new HttpResponse(null, { status: 503 });
    }),
    http.get(apiUrl('/reward-cards/my'), () => {
      server.cardFetches += 1;
      return HttpResponse.json({ success: true, data: cardsBefore() });
    }),
    http.get(apiUrl('/home'), () => {
      server.homeFetches += 1;
      return HttpResponse.json({ success: true, data: customerHome({ cards: cardsBefore() }) });
    }),
  );
  return server;
}

const cardsBefore = () => [
  { ...teaCard, last_activity_at: '2026-01-16T10:00:00.000Z' },
  coffeeCard(3),
];

/** What a page shows of the cached cards: each list's cards, by title and stamps. */
function CustomerPage({ onEvent }: { onEvent?: (event: LiveCardEvent) => void }) {
  useLiveCardEvents(onEvent);
  const cards = useGetMyCardsQuery();
  const home = useGetHomeQuery();
  const customer = home.data?.role === 'user' ? home.data : undefined;
  const say = (list: CustomerCard[] = []) =>
    list.map((card) => `${card.reward_card.title} ${card.stamps}`).join(', ');
  return (
    <>
      <p>My cards: {say(cards.data)}</p>
      <p>Home: {say(customer?.cards)}</p>
      <ul aria-label="Activity">
        {customer?.recent_activity.map((line) => (
          <li key={line.id}>{`${line.kind} ${line.count} ${line.undoes ?? ''}`.trim()}</li>
        ))}
      </ul>
    </>
  );
}

const customer = () => ({ session: signedInSession(aUser({ role_id: 'user' })) });

describe('useLiveCardEvents', () => {
  it('opens the stream with the access token; a card event patches the cached cards, fetching nothing', async () => {
    const stream = eventStream();
    const server = serve([stream.response]);
    const onEvent = jest.fn();
    const view = await renderWithProviders(<CustomerPage onEvent={onEvent} />, {
      preloadedState: customer(),
    });
    await waitFor(() => expect(server.attempts).toEqual(['Bearer access-token']));
    expect(await screen.findByText('Home: Tea card 2, Coffee card 3')).toBeInTheDocument();
    expect(screen.getByText('My cards: Tea card 2, Coffee card 3')).toBeInTheDocument();

    act(() => stream.send('ready', {}));
    // Two stamps at once, given now: the coffee card moves first, its activity newest.
    const now = new Date().toISOString();
    const event: LiveCardEvent = { kind: 'stamp', customer_card: coffeeCard(5, now) };
    act(() => stream.send('card', event));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(event));
    expect(await screen.findByText('Home: Coffee card 5, Tea card 2')).toBeInTheDocument();
    expect(screen.getByText('My cards: Coffee card 5, Tea card 2')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('stamp 2');

    // A stamp taken back, and a card the lists had not seen yet.
    act(() => stream.send('card', { kind: 'undo', customer_card: coffeeCard(4, now) }));
    const newCard = { ...teaCard, id: 'card-3', stamps: 1, last_activity_at: now };
    act(() => stream.send('card', { kind: 'stamp', customer_card: newCard }));
    expect(
      await screen.findByText('Home: Tea card 1, Coffee card 4, Tea card 2'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'stamp 1',
      'undo 1 stamp',
      'stamp 2',
    ]);
    expect(onEvent).toHaveBeenCalledTimes(3);

    // docs/performance.md, "Exchanges per tap": nothing was fetched again.
    expect(server.cardFetches).toBe(1);
    expect(server.homeFetches).toBe(1);
    view.unmount();
    stream.end();
  });

  it('refreshes an expired token and opens the stream again, then catches up', async () => {
    const first = eventStream();
    const second = eventStream();
    const expired = () =>
      HttpResponse.json(
        { success: false, code: 'TOKEN_EXPIRED', message: 'Your session has expired.' },
        { status: 401 },
      );
    const server = serve([first.response, expired, second.response]);
    const refreshes: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/auth/refresh'), async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({
          success: true,
          access: 'access-2',
          refresh: 'refresh-2',
          access_expires_at: '2099-01-01T00:15:00.000Z',
          refresh_expires_at: '2099-01-02T00:00:00.000Z',
        });
      }),
    );
    const onEvent = jest.fn();
    const view = await renderWithProviders(<CustomerPage onEvent={onEvent} />, {
      preloadedState: customer(),
    });
    await waitFor(() => expect(server.cardFetches).toBe(1));
    act(() => first.send('ready', {}));
    // The server ends the stream when the token expires.
    act(() => first.end());

    await waitFor(() =>
      expect(server.attempts).toEqual([
        'Bearer access-token',
        'Bearer access-token',
        'Bearer access-2',
      ]),
    );
    expect(refreshes).toEqual([{ refresh: 'refresh-token' }]);
    expect(view.store.getState().session.accessToken).toBe('access-2');

    // Back on the stream: what changed meanwhile is fetched, and new events arrive.
    act(() => second.send('ready', {}));
    await waitFor(() => expect(server.cardFetches).toBe(2));
    await waitFor(() => expect(server.homeFetches).toBe(2));
    act(() => second.send('card', { ...stampEvent, kind: 'redeem' }));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith({ ...stampEvent, kind: 'redeem' }));
    view.unmount();
    second.end();
  });

  it('tries again, later, when the server cannot take the stream', async () => {
    const stream = eventStream();
    const busy = () =>
      HttpResponse.json(
        { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly.' },
        { status: 503 },
      );
    const server = serve([busy, stream.response]);
    const onEvent = jest.fn();
    const view = await renderWithProviders(<CustomerPage onEvent={onEvent} />, {
      preloadedState: customer(),
    });
    await waitFor(() => expect(server.attempts).toHaveLength(1));
    // The first wait is about a second. (Inside act: the page's queries may settle meanwhile.)
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(server.attempts).toHaveLength(1);
    await waitFor(() => expect(server.attempts).toHaveLength(2));
    act(() => stream.send('ready', {}));
    act(() => stream.send('card', stampEvent));
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    view.unmount();
    stream.end();
  });

  it('opens nothing for a merchant, and stops when the customer leaves the page', async () => {
    const stream = eventStream();
    const server = serve([stream.response]);
    const merchant = await renderWithProviders(<CustomerPage />, {
      preloadedState: { session: signedInSession(aUser({ role_id: 'merchant' })) },
    });
    await waitFor(() => expect(server.cardFetches).toBe(1));
    merchant.unmount();
    expect(server.attempts).toEqual([]);

    const page = await renderWithProviders(<CustomerPage />, { preloadedState: customer() });
    await waitFor(() => expect(server.attempts).toHaveLength(1));
    expect(server.signals[0]!.aborted).toBe(false);
    page.unmount();
    await waitFor(() => expect(server.signals[0]!.aborted).toBe(true));
    stream.end();
  });
});
