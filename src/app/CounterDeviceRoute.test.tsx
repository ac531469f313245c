import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CounterDeviceInfo } from '../api/counter';
import { loadApi } from '../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../testing/mswServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { aStoreDetail, answerLookup } from '../testing/scannerFixtures';
import { CounterDeviceRoute } from './CounterDeviceRoute';

installMswServer();
beforeAll(() => loadApi());
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});
jest.setTimeout(60_000);

const DEVICE_TOKEN = 'device-token-1';
const harbor = { id: 'branch-harbor', name: 'Harbor' };
const device: CounterDeviceInfo = {
  device: { id: 'device-1', name: 'Front till' },
  store: { id: 'store-1', name: 'Bean & Leaf' },
  branch: harbor,
  idle_lock_seconds: 120,
  people: [
    { staff_id: 'staff-noor', name: 'Noor Saleh', role: 'cashier', has_pin: true },
    { staff_id: 'staff-leo', name: 'Leo Martin', role: 'manager', has_pin: false },
  ],
};
const beanAndLeaf = aStoreDetail({
  branches: [
    { ...aStoreDetail().branches[0], ...harbor } as ReturnType<
      typeof aStoreDetail
    >['branches'][number],
  ],
});

const saveDevice = () =>
  localStorage.setItem(
    'qrewards.counterDevice',
    JSON.stringify({ token: DEVICE_TOKEN, deviceId: 'device-1', storeId: 'store-1' }),
  );

/**
 * The counter's stream (docs/api.md, "Staff"): `ready`, then `events` as the server writes them;
 * open until the page aborts it unless `events` end it.
 */
function counterStream(events: string[] = []) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
      for (const event of events) controller.enqueue(encoder.encode(event));
      if (events.length > 0) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** The device's routes: Noor's PIN is 2580; `refusals` answer the next unlocks instead. */
function answerDevice(refusals: { status: number; code: string; message: string }[] = []) {
  const unlocks: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('/staff/events'), () => counterStream()),
    http.get(apiUrl('/counter/device'), ({ request }) =>
      request.headers.get('counter-device') === DEVICE_TOKEN &&
      !request.headers.has('authorization')
        ? HttpResponse.json({ success: true, data: device })
        : HttpResponse.json(
            { success: false, code: 'COUNTER_DEVICE_UNKNOWN', message: 'Unknown device.' },
            { status: 401 },
          ),
    ),
    http.post(apiUrl('/counter/unlock'), async ({ request }) => {
      const body = (await request.json()) as { staff_id: string; pin: string };
      unlocks.push(body);
      const refusal = refusals.shift();
      if (refusal) {
        return HttpResponse.json(
          { success: false, code: refusal.code, message: refusal.message },
          { status: refusal.status },
        );
      }
      if (body.pin !== '2580') {
        return HttpResponse.json(
          { success: false, code: 'PIN_WRONG', message: 'Wrong PIN. 3 tries left.' },
          { status: 401 },
        );
      }
      return HttpResponse.json({
        success: true,
        data: {
          access_token: 'counter-token-noor',
          expires_at: new Date(Date.now() + 8 * 3600_000).toISOString(),
          staff: { id: 'staff-noor', name: 'Noor Saleh', role: 'cashier' },
          store: device.store,
          branch: harbor,
        },
      });
    }),
    http.get(apiUrl('/stores/store-1'), () =>
      HttpResponse.json({ success: true, data: beanAndLeaf }),
    ),
  );
  return unlocks;
}

async function unlockAsNoor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Noor Saleh/ }));
  for (const digit of '2580') await user.click(screen.getByRole('button', { name: digit }));
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
  await screen.findByRole('heading', { name: 'Noor Saleh · Cashier' });
}

describe('the counter device', () => {
  it('says what to do when this browser is not a counter', async () => {
    await renderWithProviders(<CounterDeviceRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This browser is not a counter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('forgets a device the store signed out', async () => {
    localStorage.setItem(
      'qrewards.counterDevice',
      JSON.stringify({ token: 'gone', deviceId: 'device-1', storeId: 'store-1' }),
    );
    answerDevice();
    await renderWithProviders(<CounterDeviceRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This device is no longer a counter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unknown device.')).toBeInTheDocument();
    expect(localStorage.getItem('qrewards.counterDevice')).toBeNull();
  });

  it('lists who works here, and who has no PIN yet', async () => {
    saveDevice();
    answerDevice();
    await renderWithProviders(<CounterDeviceRoute />);
    expect(
      await screen.findByRole('heading', { name: 'Who is at the counter?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bean & Leaf' })).toBeInTheDocument();
    expect(screen.getByText('Harbor · Front till')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Noor Saleh/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Leo Martin.*No PIN yet/ })).toBeDisabled();
  });

  it('unlocks by taps, says a wrong PIN, and names who stamps with the scanner', async () => {
    saveDevice();
    const unlocks = answerDevice();
    await renderWithProviders(<CounterDeviceRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Noor Saleh/ }));

    const unlock = screen.getByRole('button', { name: 'Unlock' });
    for (const digit of '111') await user.click(screen.getByRole('button', { name: digit }));
    expect(screen.getByRole('img', { name: '3 digits typed' })).toBeInTheDocument();
    expect(unlock).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(unlock);
    expect(await screen.findByText('Wrong PIN. 3 tries left.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 digits typed' })).toBeInTheDocument();

    for (const digit of '2580') await user.click(screen.getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(
      await screen.findByRole('heading', { name: 'Noor Saleh · Cashier' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan a customer' })).toBeInTheDocument();
    expect(unlocks).toEqual([
      { staff_id: 'staff-noor', pin: '1112' },
      { staff_id: 'staff-noor', pin: '2580' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Switch person' }));
    expect(
      await screen.findByRole('heading', { name: 'Who is at the counter?' }),
    ).toBeInTheDocument();
  });

  it('takes the PIN from the keyboard, and shows the lock after too many tries', async () => {
    saveDevice();
    answerDevice([
      {
        status: 429,
        code: 'PIN_LOCKED',
        message: 'Too many wrong PINs. Try again after 14:35.',
      },
    ]);
    await renderWithProviders(<CounterDeviceRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Noor Saleh/ }));
    await user.keyboard('25800{Backspace}');
    expect(screen.getByRole('img', { name: '4 digits typed' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Too many wrong PINs. Try again after 14:35.'),
    ).toBeInTheDocument();
    await user.keyboard('2580{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Noor Saleh · Cashier' }),
    ).toBeInTheDocument();
  });

  it('goes back to the people list', async () => {
    saveDevice();
    answerDevice();
    await renderWithProviders(<CounterDeviceRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Noor Saleh/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Who is at the counter?' })).toBeInTheDocument();
  });

  it('locks after the store’s idle time', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    saveDevice();
    answerDevice();
    await renderWithProviders(<CounterDeviceRoute />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await unlockAsNoor(user);

    await act(async () => {
      jest.advanceTimersByTime(100_000);
    });
    // A tap keeps it open.
    await user.click(screen.getByRole('heading', { name: 'Noor Saleh · Cashier' }));
    await act(async () => {
      jest.advanceTimersByTime(100_000);
    });
    expect(screen.getByRole('heading', { name: 'Noor Saleh · Cashier' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(await screen.findByText('Locked after 2 minutes idle.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who is at the counter?' })).toBeInTheDocument();
  });

  it('stamps with the counter’s token, and locks when the server refuses it', async () => {
    saveDevice();
    answerDevice();
    answerLookup(3);
    const sentWith: (string | null)[] = [];
    mswServer.use(
      http.post(apiUrl('/reward-cards/card-1/stamps'), ({ request }) => {
        sentWith.push(request.headers.get('authorization'));
        return HttpResponse.json(
          {
            success: false,
            code: 'FORBIDDEN',
            message: 'Noor Saleh no longer works at this branch.',
          },
          { status: 403 },
        );
      }),
    );
    const { store } = await renderWithProviders(<CounterDeviceRoute />);
    const user = userEvent.setup();
    await unlockAsNoor(user);

    await user.click(screen.getByRole('button', { name: 'Scan a customer' }));
    const scanner = await screen.findByRole('dialog', { name: 'Scan a customer' });
    await user.type(
      await within(scanner).findByRole('textbox', { name: 'Short code or phone' }),
      'QR-ana',
    );
    await user.click(within(scanner).getByRole('button', { name: 'Look up' }));
    await user.click(await within(scanner).findByRole('button', { name: 'Stamp' }));

    expect(
      await screen.findByText('Noor Saleh no longer works at this branch.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who is at the counter?' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Scan a customer' })).not.toBeInTheDocument(),
    );
    expect(sentWith).toEqual(['Bearer counter-token-noor']);
    // The app's own session was never touched: no "Session expired".
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });

  it('locks at once when the person is removed from the store, through the counter’s stream', async () => {
    saveDevice();
    answerDevice();
    const streamed: (string | null)[] = [];
    mswServer.use(
      http.get(apiUrl('/staff/events'), ({ request }) => {
        streamed.push(request.headers.get('authorization'));
        return counterStream([
          'event: staff_access\ndata: {"store_id":"store-1","ended":true}\n\n',
        ]);
      }),
    );
    await renderWithProviders(<CounterDeviceRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Noor Saleh/ }));
    for (const digit of '2580') await user.click(screen.getByRole('button', { name: digit }));
    // The removal comes as soon as the stream opens: the counter locks before anyone taps.
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(
      await screen.findByText('Locked: this person no longer works at this store.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Who is at the counter?' })).toBeVisible();
    expect(streamed[0]).toBe('Bearer counter-token-noor');
  });
});
