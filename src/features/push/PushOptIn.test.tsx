import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { IOS_HOME_SCREEN_MESSAGE, PushOptIn } from './PushOptIn';

installMswServer();
beforeAll(() => loadApi());

// The VAPID public key the server gives (65 bytes, the first one 4), and its bytes.
const KEY_BYTES = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example.com/send/device-1';
const ANA = { id: '11111111-1111-4111-8111-111111111111' };

/** The browser's push manager and Notification, replaced at their edge. */
function browser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  existing = false,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  standalone = false,
} = {}) {
  let subscription: ReturnType<typeof fakeSubscription> | null = null;
  function fakeSubscription() {
    return {
      endpoint: ENDPOINT,
      options: { applicationServerKey: KEY_BYTES.buffer },
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPdh', auth: 'secret' } }),
      unsubscribe: jest.fn(async () => {
        subscription = null;
        return true;
      }),
    };
  }
  if (existing) subscription = fakeSubscription();
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => (subscription = fakeSubscription())),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function () {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone });
  return { notification, pushManager, current: () => subscription };
}

function answerServer() {
  const sent: { subscribed: unknown[]; removed: unknown[] } = { subscribed: [], removed: [] };
  mswServer.use(
    http.get(apiUrl('/push/public-key'), () =>
      HttpResponse.json({ success: true, data: { public_key: PUBLIC_KEY } }),
    ),
    http.post(apiUrl('/push/subscriptions'), async ({ request }) => {
      sent.subscribed.push(await request.json());
      return HttpResponse.json(
        { success: true, data: { endpoint: ENDPOINT, created_at: new Date().toISOString() } },
        { status: 201 },
      );
    }),
    http.delete(apiUrl('/push/subscriptions'), async ({ request }) => {
      sent.removed.push(await request.json());
      return HttpResponse.json({ success: true, data: { endpoint: ENDPOINT } });
    }),
  );
  return sent;
}

afterEach(() => localStorage.clear());

describe('notifications on this device', () => {
  it('asks the browser only on the click, then registers the device with its time zone', async () => {
    const { notification, pushManager } = browser();
    const sent = answerServer();
    await renderWithProviders(<PushOptIn user={ANA} />);
    expect(screen.getByText('Get messages from your shops on this device')).toBeVisible();
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.setup().click(turnOn);
    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES,
    });
    expect(sent.subscribed).toEqual([
      {
        endpoint: ENDPOINT,
        keys: { p256dh: 'BPdh', auth: 'secret' },
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
  });

  it('turns off: the browser forgets the subscription and so does the server', async () => {
    localStorage.setItem('qrewards.push.owner', ANA.id);
    const device = browser({ permission: 'granted', existing: true });
    const sent = answerServer();
    await renderWithProviders(<PushOptIn user={ANA} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    expect(device.current()).toBeNull();
    expect(sent.removed).toEqual([{ endpoint: ENDPOINT }]);
  });

  it("shows off for another account's subscription on this browser", async () => {
    localStorage.setItem('qrewards.push.owner', 'someone-else');
    browser({ permission: 'granted', existing: true });
    answerServer();
    await renderWithProviders(<PushOptIn user={ANA} />);
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  });

  it('says how to allow notifications when the person blocks them', async () => {
    const { pushManager } = browser({ answer: 'denied' });
    const sent = answerServer();
    await renderWithProviders(<PushOptIn user={ANA} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/blocked in this browser.+site settings/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent.subscribed).toEqual([]);
  });

  it('asks again later when the prompt is dismissed', async () => {
    browser({ answer: 'default' });
    answerServer();
    await renderWithProviders(<PushOptIn user={ANA} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications were not allowed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  it('says why when the server refuses the device', async () => {
    browser();
    answerServer();
    mswServer.use(
      http.post(apiUrl('/push/subscriptions'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Endpoint must be the https:// address of a push service.',
          },
          { status: 400 },
        ),
      ),
    );
    await renderWithProviders(<PushOptIn user={ANA} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Endpoint must be the https:// address of a push service.',
    );
  });

  it('tells iPhone users to add the app to the Home Screen', async () => {
    browser({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
    });
    await renderWithProviders(<PushOptIn user={ANA} />);
    expect(await screen.findByText(IOS_HOME_SCREEN_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers notifications in the Home Screen app on an iPhone', async () => {
    browser({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
      standalone: true,
    });
    answerServer();
    await renderWithProviders(<PushOptIn user={ANA} />);
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  });

  it('says so in a browser without web push', async () => {
    browser();
    Reflect.deleteProperty(window, 'PushManager');
    await renderWithProviders(<PushOptIn user={ANA} />);
    await waitFor(() =>
      expect(
        screen.getByText('This browser cannot show notifications from QRewards.'),
      ).toBeVisible(),
    );
  });
});
