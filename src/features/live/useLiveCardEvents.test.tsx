import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../../api/client/baseApi';
import { loadApi } from '../../shared/apiLoader';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { eventStream } from '../../testing/eventStream';
import { aRewardCard } from '../../testing/scannerFixtures';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import type { LiveCardEvent } from './liveEventTypes';
import { useLiveCardEvents } from './useLiveCardEvents';

installMswServer();
beforeAll(() => loadApi());

// The queries the customer's dashboard and QR page show (their real endpoints come with the
// cards pages); what matters here is that a live event makes them fetch again.
const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveTestCards: build.query<unknown, void>({
      query: () => '/reward-cards/my',
      providesTags: ['CustomerCards'],
    }),
    liveTestHome: build.query<unknown, void>({ query: () => '/home', providesTags: ['Home'] }),
  }),
});

const stampEvent: LiveCardEvent = {
  kind: 'stamp',
  customer_card: {
    id: 'card-1',
    reward_card: aRewardCard({ id: 'reward-1', title: 'Coffee card', stamps_required: 10 }),
    store: { id: 'store-1', name: 'Ana Bakery', avatar_url: null },
    stamps: 4,
    stamps_waiting: 0,
    rewards_ready: 0,
    rewards_earned: 0,
    rewards_redeemed: 0,
    last_activity_at: '2030-01-15T10:00:00.000Z',
    paused: false,
  },
};

interface Server {
  /** The bearer token of each attempt to open the stream. */
  attempts: (string | null)[];
  /** Each attempt's signal: aborted once the client lets the stream go. */
  signals: AbortSignal[];
  cardFetches: number;
  homeFetches: number;
}

/** Answers each attempt with the next of `answers`, and counts the cards and home fetches. */
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
      return HttpResponse.json({ success: true, data: [] });
    }),
    http.get(apiUrl('/home'), () => {
      server.homeFetches += 1;
      return HttpResponse.json({ success: true, data: {} });
    }),
  );
  return server;
}

function CustomerPage({ onEvent }: { onEvent?: (event: LiveCardEvent) => void }) {
  useLiveCardEvents(onEvent);
  cardsApi.useLiveTestCardsQuery();
  cardsApi.useLiveTestHomeQuery();
  return <p>My cards</p>;
}

const customer = () => ({ session: signedInSession(aUser({ role_id: 'user' })) });

describe('useLiveCardEvents', () => {
  it('opens the stream with the access token; a card event refetches the cards and home page', async () => {
    const stream = eventStream();
    const server = serve([stream.response]);
    const onEvent = jest.fn();
    const view = await renderWithProviders(<CustomerPage onEvent={onEvent} />, {
      preloadedState: customer(),
    });
    await waitFor(() => expect(server.attempts).toEqual(['Bearer access-token']));
    await waitFor(() => expect(server.cardFetches).toBe(1));

    act(() => stream.send('ready', {}));
    act(() => stream.send('card', stampEvent));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(stampEvent));
    await waitFor(() => expect(server.cardFetches).toBe(2));
    expect(server.homeFetches).toBe(2);
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
