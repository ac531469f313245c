import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CounterDevice } from '../../api/counter';
import { loadApi } from '../../shared/apiLoader';
import { LocationProbe } from '../../testing/LocationProbe';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { aBranch, aStore } from '../../testing/storeFixtures';
import { CounterDevicesSection } from './CounterDevicesSection';

installMswServer();
beforeAll(() => loadApi());
afterEach(() => localStorage.clear());
jest.setTimeout(60_000);

const store = { id: aStore().id, name: 'Café Luna', counter_idle_lock_seconds: 120 };
const rivoli = aBranch();
const frontTill: CounterDevice = {
  id: 'device-1',
  name: 'Front till',
  branch: { id: rivoli.id, name: rivoli.name },
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: 'Sara Owner',
  last_used_at: '2026-11-26T14:05:00.000Z',
};

/** The store's devices as the server holds them, changed by the handlers. */
function answerDevices(initial: CounterDevice[]) {
  let devices = initial;
  const sent: unknown[] = [];
  const path = `/stores/${store.id}/counter-devices`;
  mswServer.use(
    http.get(apiUrl(path), () => HttpResponse.json({ success: true, data: devices })),
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as { name: string; branch_id: string };
      sent.push(body);
      const device = { ...frontTill, id: 'device-2', name: body.name, last_used_at: null };
      devices = [device, ...devices];
      return HttpResponse.json(
        { success: true, data: { device, device_token: 'device-token-2' } },
        { status: 201 },
      );
    }),
    http.delete(apiUrl(`${path}/:deviceId`), ({ params }) => {
      devices = devices.filter(({ id }) => id !== params.deviceId);
      return HttpResponse.json({ success: true, message: 'The device is signed out.', data: null });
    }),
  );
  return sent;
}

const renderSection = (owner = true) =>
  renderWithProviders(
    <>
      <CounterDevicesSection store={store} branches={[rivoli]} owner={owner} />
      <LocationProbe />
    </>,
    { preloadedState: { session: signedInSession(aUser()) }, route: '/stores/store-1' },
  );

describe('a store’s counter devices', () => {
  it('explains counter mode, makes this browser a counter and signs its manager out here', async () => {
    const sent = answerDevices([]);
    const { store: redux } = await renderSection();
    expect(
      await screen.findByRole('heading', { name: 'Share one device at the counter' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use this device as a counter' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Use this device as a counter of Café Luna',
    });
    expect(within(dialog).getByText(/Your own sign-in ends on this browser/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make it a counter' }));
    expect(await within(dialog).findByText('Name the device, e.g. Front till')).toBeInTheDocument();
    // The one branch is chosen already.
    expect(within(dialog).getByRole('combobox', { name: /Branch/ })).toHaveTextContent('Rivoli');

    await user.type(within(dialog).getByRole('textbox', { name: /Device name/ }), 'Front till');
    await user.click(within(dialog).getByRole('button', { name: 'Make it a counter' }));

    expect(await screen.findByText('At /counter/device')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Front till', branch_id: rivoli.id }]);
    expect(JSON.parse(localStorage.getItem('qrewards.counterDevice') ?? 'null')).toEqual({
      token: 'device-token-2',
      deviceId: 'device-2',
      storeId: store.id,
    });
    await waitFor(() => expect(redux.getState().session.user).toBeNull());
    expect(redux.getState().session.accessToken).toBeNull();
  });

  it('lists the devices with branch and last use, and signs one out after asking', async () => {
    answerDevices([frontTill]);
    await renderSection();
    const row = await screen.findByRole('listitem', { name: 'Front till' });
    const lastUsed = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(frontTill.last_used_at ?? ''));
    expect(within(row).getByText(`Rivoli · Last used ${lastUsed}`)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out Front till?' });
    expect(
      within(confirm).getByText(/whoever is unlocked on it is locked out/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The device is signed out.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Front till' })).not.toBeInTheDocument(),
    );
  });

  it('lets the owner set the idle lock, and shows it to a manager', async () => {
    answerDevices([frontTill]);
    const sent: unknown[] = [];
    mswServer.use(
      http.put(apiUrl(`/stores/${store.id}`), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { ...aStore(), counter_idle_lock_seconds: 300 },
        });
      }),
    );
    const { unmount } = await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Idle lock' }));
    await user.click(await screen.findByRole('option', { name: '5 minutes' }));
    await waitFor(() => expect(sent).toEqual([{ counter_idle_lock_seconds: 300 }]));
    unmount();

    await renderSection(false);
    expect(
      await screen.findByText('Idle lock: a counter locks after 2 minutes without a tap.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Idle lock' })).not.toBeInTheDocument();
  });
});
