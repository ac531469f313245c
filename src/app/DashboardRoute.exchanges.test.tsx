import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LiveCardEvent } from '../api/live';
import { loadApi } from '../shared/apiLoader';
import { anOverview, answerMerchantHome, answerOverview } from '../testing/analyticsFixtures';
import { eventStream } from '../testing/eventStream';
import { aCardAt, answerHome, customerHome } from '../testing/homeFixtures';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import {
  aCustomerCard,
  aStoreDetail,
  answerLookup,
  answerStores,
} from '../testing/scannerFixtures';
import { aUser, signedInSession } from '../testing/sessionFixtures';
import { DashboardRoute } from './DashboardRoute';

// docs/performance.md, "Exchanges per tap": with the dashboard on screen, a stamp costs the
// merchant its one POST (the answer patches the scanner's card) and the customer no request
// beside the stream (the event patches the cached card).

installMswServer();
// The parts the dashboard loads or runs only when shown (MerchantNumbers, DashboardPage) are read
// once here: a cold module graph read mid-test, on a busy machine, outlasts `findBy`'s second.
beforeAll(() =>
  Promise.all([
    loadApi(),
    import('../features/analytics/MerchantAnalytics'),
    import('../features/dashboard/CustomerDashboard'),
  ]),
);
// The merchant's case renders the whole dashboard and the scanner, and types a code: several
// seconds on a busy machine.
jest.setTimeout(60_000);

/** Every API call from now on, as `METHOD /path`; `take()` answers those since the last take. */
function countExchanges() {
  let calls: string[] = [];
  const prefix = new URL(apiUrl('')).pathname;
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname.slice(prefix.length)}`);
  };
  mswServer.events.on('request:start', listener);
  return {
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
    stop: () => mswServer.events.removeListener('request:start', listener),
  };
}

/** Long enough for a refetch that an answer or an event set off to have been sent. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('exchanges per tap, with the dashboard on screen', () => {
  it('costs the merchant one POST per stamp; closing the scanner reads home and the numbers once', async () => {
    answerStores([aStoreDetail()]);
    answerMerchantHome();
    answerOverview(anOverview());
    answerLookup(3);
    mswServer.use(
      http.get(apiUrl('/merchant-requests/my'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
      http.post(apiUrl('/reward-cards/card-1/stamps'), async ({ request }) => {
        const { count = 1 } = (await request.json()) as { count?: number };
        stamps += count;
        return HttpResponse.json(
          {
            success: true,
            data: {
              customer: { first_name: 'Ana' },
              customer_card: aCustomerCard(stamps),
              interaction: {
                id: `interaction-${stamps}`,
                kind: 'stamp',
                count,
                bonus: 0,
                created_at: new Date().toISOString(),
                undo_until: new Date(Date.now() + 10 * 60_000).toISOString(),
              },
              reward_ready: false,
              offers: [],
            },
          },
          { status: 201 },
        );
      }),
    );
    let stamps = 3;
    const exchanges = countExchanges();
    await renderWithProviders(<DashboardRoute />, {
      preloadedState: { session: { ...signedInSession(), onboardingStep: 4 } },
    });
    expect(await screen.findByText(/Ana: \+1 stamp/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan a customer' }));
    const scanner = await screen.findByRole('dialog', { name: 'Scan a customer' });
    await user.type(
      await within(scanner).findByRole('textbox', { name: 'Short code or phone' }),
      'QR-ana',
    );
    await user.click(within(scanner).getByRole('button', { name: 'Look up' }));
    expect(await within(scanner).findByText('Coffee card: 3 of 8 stamps')).toBeInTheDocument();
    await settle();
    exchanges.take();

    for (const shown of [4, 5]) {
      await user.click(within(scanner).getByRole('button', { name: 'Stamp' }));
      expect(
        await within(scanner).findByText(`Coffee card: ${shown} of 8 stamps`),
      ).toBeInTheDocument();
      await settle();
      expect(exchanges.take()).toEqual(['POST /reward-cards/card-1/stamps']);
    }

    await user.click(within(scanner).getByRole('button', { name: 'Close the scanner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
    expect(exchanges.take().sort()).toEqual([
      'GET /analytics/overview',
      'GET /analytics/staff',
      'GET /home',
    ]);

    // Opened and closed without a change: nothing to read again.
    await user.click(screen.getByRole('button', { name: 'Scan a customer' }));
    await user.click(await screen.findByRole('button', { name: 'Close the scanner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
    expect(exchanges.take()).toEqual([]);
    exchanges.stop();
  });

  it('costs the customer no request beside the stream', async () => {
    const stream = eventStream();
    mswServer.use(http.get(apiUrl('/users/me/events'), () => stream.response()));
    answerHome(customerHome({ cards: [aCardAt('Bean & Leaf', 'Coffee card', 1, 3)] }));
    const exchanges = countExchanges();
    const view = await renderWithProviders(<DashboardRoute />, {
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    const card = await screen.findByRole('listitem', { name: 'Coffee card at Bean & Leaf' });
    // Opening it reads the server's settings too: which wallets the cards' buttons offer.
    const opening: string[] = [];
    await waitFor(() => {
      opening.push(...exchanges.take());
      expect(opening.sort()).toEqual(['GET /config', 'GET /home', 'GET /users/me/events']);
    });
    act(() => stream.send('ready', {}));

    for (const stamps of [2, 3]) {
      const event: LiveCardEvent = {
        kind: 'stamp',
        customer_card: {
          ...aCardAt('Bean & Leaf', 'Coffee card', stamps, 3),
          last_activity_at: new Date().toISOString(),
        },
      };
      act(() => stream.send('card', event));
      expect(
        await within(card).findByRole('img', { name: `${stamps} of 3 stamps` }),
      ).toBeInTheDocument();
      await settle();
      expect(exchanges.take()).toEqual([]);
    }
    // The activity the stamps made is on the page too, from the events alone.
    expect(
      within(screen.getByRole('region', { name: 'Recent activity' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringMatching(/^\+1 stamp · Coffee card/),
      expect.stringMatching(/^\+1 stamp · Coffee card/),
    ]);
    exchanges.stop();
    view.unmount();
    stream.end();
  });

  it('costs a customer with no card yet no request when their first card arrives', async () => {
    const stream = eventStream();
    mswServer.use(http.get(apiUrl('/users/me/events'), () => stream.response()));
    answerHome(customerHome({ cards: [] }));
    const exchanges = countExchanges();
    const view = await renderWithProviders(<DashboardRoute />, {
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    // With no card to put wallet buttons under, the dashboard still reads which wallets there
    // are as it opens: the first card, brought by a stamp at the counter, draws its buttons at once.
    const opening: string[] = [];
    await waitFor(() => {
      opening.push(...exchanges.take());
      expect(opening.sort()).toEqual(['GET /config', 'GET /home', 'GET /users/me/events']);
    });
    act(() => stream.send('ready', {}));

    const event: LiveCardEvent = {
      kind: 'stamp',
      customer_card: {
        ...aCardAt('Bean & Leaf', 'Coffee card', 1, 3),
        last_activity_at: new Date().toISOString(),
      },
    };
    act(() => stream.send('card', event));
    expect(
      await screen.findByRole('listitem', { name: 'Coffee card at Bean & Leaf' }),
    ).toBeInTheDocument();
    await settle();
    expect(exchanges.take()).toEqual([]);
    exchanges.stop();
    view.unmount();
    stream.end();
  });
});
