import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import {
  aCustomerCard,
  aRewardCard,
  aStoreDetail,
  answerLookup,
  answerStores,
} from '../../testing/scannerFixtures';
import { signedInSession } from '../../testing/sessionFixtures';
import { ScannerDialog } from './ScannerDialog';

installMswServer();
beforeAll(() => loadApi());
afterEach(() => localStorage.clear());

const merchant = { session: signedInSession() };
const renderScanner = (initialCode?: string) =>
  renderWithProviders(<ScannerDialog open onClose={() => undefined} initialCode={initialCode} />, {
    preloadedState: merchant,
  });

// The counter's notice comes from the change's answer, the card from the lookup's cache that the
// answer patches (src/api/stamping.ts): a test waits for each, as either may render first here.
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

/** `POST /reward-cards/card-1/stamps`, answered by `answer`; returns the keys and bodies sent. */
function answerStamps(answer: (attempt: number) => Response) {
  const sent: { key: string | null; body: unknown }[] = [];
  mswServer.use(
    http.post(apiUrl('/reward-cards/card-1/stamps'), async ({ request }) => {
      sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      return answer(sent.length);
    }),
  );
  return sent;
}

const stamped = (stamps: number) =>
  HttpResponse.json(
    {
      success: true,
      data: {
        customer: { first_name: 'Ana' },
        customer_card: aCustomerCard(stamps),
        interaction: {
          id: 'interaction-1',
          kind: 'stamp',
          count: 1,
          bonus: 0,
          created_at: new Date().toISOString(),
          undo_until: inTenMinutes(),
        },
        reward_ready: stamps >= 8,
        offers: [],
      },
    },
    { status: 201 },
  );

/** `POST /reward-cards/card-1/redeem`'s answer: Ana's card then holds `held` stamps. */
const redeemed = (held: number) =>
  HttpResponse.json({
    success: true,
    data: {
      customer: { first_name: 'Ana' },
      customer_card: aCustomerCard(held),
      interaction: {
        id: 'redemption-1',
        kind: 'redeem',
        created_at: new Date().toISOString(),
        undo_until: inTenMinutes(),
      },
    },
  });

const answerRedeem = (held: number) =>
  mswServer.use(http.post(apiUrl('/reward-cards/card-1/redeem'), () => redeemed(held)));

const conflict = (message: string) =>
  HttpResponse.json({ success: false, code: 'CONFLICT', message }, { status: 409 });

async function lookUpByHand(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Short code or phone' }), code);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  return user;
}

describe('the scanner with a camera', () => {
  const stop = jest.fn();
  beforeEach(() => {
    stop.mockClear();
    const stream = { getTracks: () => [{ stop }] };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn().mockResolvedValue(stream) },
    });
    // jsdom plays no video; the browser's detector reads the frame (the camera edge, docs/style.md).
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(window, 'BarcodeDetector');
    jest.restoreAllMocks();
  });

  function detectorReading(rawValue: string) {
    Object.defineProperty(window, 'BarcodeDetector', {
      configurable: true,
      value: class {
        static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
        detect = () => Promise.resolve([{ rawValue }]);
      },
    });
  }

  it('reads the QR code’s address, shows the customer, stamps and undoes the stamp', async () => {
    detectorReading('http://localhost/scan/QR-ana');
    answerStores([aStoreDetail()]);
    const looked = answerLookup(3);
    const sent = answerStamps(() => stamped(4));
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-1/stamps/interaction-1/undo'), () =>
        HttpResponse.json({ success: true, data: { customer_card: aCustomerCard(3) } }),
      ),
    );
    await renderScanner();

    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(looked).toEqual(['QR-ana']);
    expect(screen.getByRole('img', { name: '3 of 8 stamps' })).toBeInTheDocument();
    expect(screen.getByText('Coffee card: 3 of 8 stamps')).toBeInTheDocument();
    // The camera is off once the customer is found.
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    expect(await screen.findByText('Stamp added.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '4 of 8 stamps' })).toBeInTheDocument();
    expect(sent).toEqual([
      { key: expect.stringMatching(/^[0-9a-f]{32}$/), body: { qr_code: 'QR-ana' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Stamp undone.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '3 of 8 stamps' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says so when a QR code is not a customer code, and keeps looking', async () => {
    detectorReading('https://example.com/menu');
    answerStores([aStoreDetail()]);
    await renderScanner();
    expect(await screen.findByText('This is not a QRewards customer code.')).toBeInTheDocument();
    expect(stop).not.toHaveBeenCalled();
  });

  it('says when the camera is blocked, and offers the typed code', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn().mockRejectedValue(denied) },
    });
    detectorReading('unused');
    answerStores([aStoreDetail()]);
    await renderScanner();
    expect(
      await screen.findByText(
        'The camera is blocked for this site. Allow it in the browser’s settings, or type the customer’s code below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Short code or phone' })).toBeInTheDocument();
  });
});

describe('the scanner without a camera', () => {
  it('says there is no camera and looks the typed code up', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(null);
    await renderScanner();
    expect(
      await screen.findByText(
        'No camera was found on this device. Type the customer’s code below.',
      ),
    ).toBeInTheDocument();
    await lookUpByHand('QR-ana');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 of 8 stamps' })).toBeInTheDocument();
  });

  it('takes the address under the QR code as well as the code', async () => {
    answerStores([aStoreDetail()]);
    const looked = answerLookup(1);
    await renderScanner();
    await lookUpByHand('http://localhost/scan/QR-ana');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(looked).toEqual(['QR-ana']);
  });

  it('redeems a full card', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(8);
    answerRedeem(0);
    await renderScanner('QR-ana');
    expect(await screen.findByText('Reward ready')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Reward redeemed: A free coffee.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '0 of 8 stamps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('makes Redeem the main button on a full card, and shows the stamps waiting for the next one', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(8);
    answerStamps(() => stamped(9));
    answerRedeem(1);
    await renderScanner('QR-ana');
    expect(await screen.findByText('Coffee card: 8 of 8 stamps')).toBeInTheDocument();
    const counterButtons = () =>
      screen
        .getAllByRole('button')
        .filter((button) => ['Stamp', 'Redeem'].includes(button.textContent ?? ''));
    expect(counterButtons().map((button) => button.textContent)).toEqual(['Redeem', 'Stamp']);
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveClass('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Stamp' })).toHaveClass('MuiButton-outlined');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    expect(
      await screen.findByText(
        'Stamp added. Ana’s card is full: the reward can be redeemed now. 1 stamp waits for the next card: it starts when the reward is redeemed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Coffee card: 8 of 8 stamps · 1 waiting')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: '8 of 8 stamps · 1 waiting' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Reward redeemed: A free coffee.')).toBeInTheDocument();
    expect(await screen.findByText('Coffee card: 1 of 8 stamps')).toBeInTheDocument();
    expect(counterButtons().map((button) => button.textContent)).toEqual(['Stamp', 'Redeem']);
    expect(screen.getByRole('button', { name: 'Stamp' })).toHaveClass('MuiButton-contained');
  });

  it('undoes a redemption given by mistake, putting the stamps back', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(9);
    const undoKeys: (string | null)[] = [];
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-1/redeem'), () => redeemed(1)),
      http.post(apiUrl('/reward-cards/card-1/redeem/redemption-1/undo'), ({ request }) => {
        undoKeys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({
          success: true,
          message: 'The redemption was undone: its stamps are back on the card.',
          data: { customer_card: aCustomerCard(9) },
        });
      }),
    );
    await renderScanner('QR-ana');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Reward redeemed: A free coffee.')).toBeInTheDocument();
    expect(await screen.findByText('Coffee card: 1 of 8 stamps')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Redemption undone: the stamps are back on the card.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Coffee card: 8 of 8 stamps · 1 waiting')).toBeInTheDocument();
    expect(screen.getByText('Reward ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(undoKeys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it('offers Undo after a redemption only until its undo_until', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      answerStores([aStoreDetail()]);
      answerLookup(8);
      answerRedeem(0);
      await renderScanner('QR-ana');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Redeem' }));
      expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10 * 60_000 + 1000));
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the stamp fills the card', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(7);
    answerStamps(() => stamped(8));
    await renderScanner('QR-ana');
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp' }));
    expect(
      await screen.findByText('Stamp added. Ana’s card is full: the reward can be redeemed now.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled());
  });

  it.each([
    ['a cooldown', 'Ana got a stamp 2 minutes ago. The next one is possible in 3 minutes.'],
    ['the daily limit', 'Ana has reached today’s limit of 10 stamps at this store.'],
  ])('shows the server’s words for %s', async (_case, message) => {
    answerStores([aStoreDetail()]);
    answerLookup(3);
    answerStamps(() => conflict(message));
    await renderScanner('QR-ana');
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 of 8 stamps' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when no customer has the code, and goes back to scanning', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(3);
    await renderScanner();
    const user = await lookUpByHand('QR-nobody-at-all');
    expect(await screen.findByText('No customer has this QR code.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scan next customer' }));
    expect(screen.getByRole('textbox', { name: 'Short code or phone' })).toHaveValue('');
  });

  it('retries a stamp lost on the network with the same key, and a new tap with a new one', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(3);
    const sent = answerStamps((attempt) =>
      attempt === 1 ? HttpResponse.error() : stamped(attempt + 2),
    );
    await renderScanner('QR-ana');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stamp' }));
    expect(
      await screen.findByText(
        'We couldn’t reach the server, so we don’t know yet whether the stamp was added. Try again: it will never be counted twice.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stamp added.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('retries a redeem lost on the network with the same key, so one reward is given', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(8);
    const keys: (string | null)[] = [];
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-1/redeem'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) return HttpResponse.error();
        return redeemed(0);
      }),
    );
    await renderScanner('QR-ana');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reward redeemed: A free coffee.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows that a request is under way', async () => {
    answerStores([aStoreDetail()]);
    answerLookup(3);
    let release: () => void = () => undefined;
    answerStamps(() => {
      throw new Error('unused');
    });
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-1/stamps'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return stamped(4);
      }),
    );
    await renderScanner('QR-ana');
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp' }));
    expect(await screen.findByRole('button', { name: 'Stamping...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Stamp added.')).toBeInTheDocument();
  });
});

describe('the scanner’s choice of card and branch', () => {
  it('stamps on the chosen branch and remembers the choice for next time', async () => {
    const tea = aRewardCard({ id: 'card-2', title: 'Tea card', stamps_required: 5 });
    answerStores([
      aStoreDetail({
        reward_cards: [aRewardCard(), tea],
        branches: [
          { ...branch, id: 'branch-1', name: 'Harbor' },
          { ...branch, id: 'branch-2', name: 'Station' },
        ],
      }),
    ]);
    // Ana's coffee card is one stamp from its reward: the scanner opens on it.
    answerLookup(7, aRewardCard(), [{ ...aCustomerCard(2, tea), id: 'customer-card-2' }]);
    const sent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-2/stamps'), async ({ request }) => {
        sent.push(await request.json());
        return conflict('Ana got a stamp 2 minutes ago. The next one is possible in 3 minutes.');
      }),
    );
    const first = await renderScanner('QR-ana');
    const user = userEvent.setup();
    expect(await screen.findByText('Coffee card: 7 of 8 stamps')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Reward card' }));
    await user.click(screen.getByRole('option', { name: 'Tea card' }));
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(screen.getByRole('option', { name: 'Station' }));
    expect(await screen.findByText('Tea card: 2 of 5 stamps')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stamp' }));
    await waitFor(() => expect(sent).toEqual([{ qr_code: 'QR-ana', branch_id: 'branch-2' }]));
    first.unmount();

    await renderScanner();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('combobox', { name: 'Reward card' })).toHaveTextContent(
      'Tea card',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Branch' })).toHaveTextContent('Station');
  });

  it('leads a merchant without a store to their stores', async () => {
    answerStores([]);
    await renderScanner();
    expect(
      await screen.findByText('You have no open store yet. Add one to start stamping cards.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Stores' })).toHaveAttribute('href', '/stores');
  });

  it('leads to the store when it has no reward card', async () => {
    answerStores([aStoreDetail({ reward_cards: [] })]);
    await renderScanner();
    expect(
      await screen.findByText(
        'Bean & Leaf has no active reward card yet. Create one to start stamping.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the store' })).toHaveAttribute(
      'href',
      '/stores/store-1',
    );
  });
});

const branch = {
  id: 'branch-1',
  store_id: 'store-1',
  name: 'Harbor',
  address_line: '200 Harbor Way',
  city: 'Oakland',
  postal_code: '94601',
  country: 'US',
  phone: null,
  latitude: null,
  longitude: null,
  opening_hours: {},
  status: 'open' as const,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
