import {
  NOTIFICATION_ICON,
  notificationTarget,
  openNotificationUrl,
  STOP_ACTION,
  readPushMessage,
  showPushMessage,
  type ClientsLike,
} from './pushNotifications';

const ORIGIN = window.location.origin;

function pushData(payload: unknown) {
  return {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) as unknown,
    text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
  };
}

describe('a push message', () => {
  it("shows the server's title, body, tag, the app's icon, and keeps the url for a tap", async () => {
    const showNotification = jest.fn().mockResolvedValue(undefined);
    const message = readPushMessage(
      pushData({ title: 'Café Sol', body: 'A stamp waits', url: '/cards/1?from=push', tag: 'w' }),
    );
    await showPushMessage({ showNotification }, message);
    expect(showNotification).toHaveBeenCalledWith('Café Sol', {
      body: 'A stamp waits',
      icon: NOTIFICATION_ICON,
      badge: expect.stringMatching(/^\/icons\//),
      tag: 'w',
      data: { url: '/cards/1?from=push', unsubscribeUrl: null },
    });
  });

  it('offers "Stop these" when the message says where, and that action opens it', async () => {
    const showNotification = jest.fn().mockResolvedValue(undefined);
    const message = readPushMessage(
      pushData({
        title: 'Café Sol',
        body: 'A stamp waits',
        url: '/api/merchant/messaging/click/abc',
        tag: 'w',
        unsubscribeUrl: `${ORIGIN}/unsubscribe?token=t.1`,
      }),
    );
    await showPushMessage({ showNotification }, message);
    const options = showNotification.mock.calls[0]?.[1] as NotificationOptions & {
      actions: { action: string; title: string }[];
    };
    expect(options.actions).toEqual([{ action: STOP_ACTION, title: 'Stop these' }]);
    expect(notificationTarget(options.data, STOP_ACTION)).toEqual({
      url: '/unsubscribe?token=t.1',
    });
    // A tap on the notification itself still opens the message.
    expect(notificationTarget(options.data, '')).toBe(options.data);
  });

  it('still shows a notification for a payload that is not ours', () => {
    expect(readPushMessage(pushData('plain words'))).toEqual({
      title: 'QRewards',
      body: 'plain words',
      url: '/',
      tag: 'qrewards',
      unsubscribeUrl: null,
    });
    expect(readPushMessage(null).title).toBe('QRewards');
  });

  it("opens only the app's own pages", () => {
    expect(readPushMessage(pushData({ url: 'https://evil.example/x' })).url).toBe('/');
    expect(readPushMessage(pushData({ url: `${ORIGIN}/home` })).url).toBe('/home');
  });
});

describe('a tap on the notification', () => {
  const windowClient = (url: string) => ({
    url,
    focus: jest.fn().mockResolvedValue(undefined),
    navigate: jest.fn().mockResolvedValue(undefined),
  });
  const clientsWith = (windows: ReturnType<typeof windowClient>[]) => ({
    matchAll: jest.fn().mockResolvedValue(windows),
    openWindow: jest.fn().mockResolvedValue(undefined),
  });

  it('focuses the tab that already shows the page', async () => {
    const tab = windowClient(`${ORIGIN}/cards`);
    const clients = clientsWith([windowClient(`${ORIGIN}/home`), tab]);
    await openNotificationUrl(clients, { url: '/cards' }, ORIGIN);
    expect(tab.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("takes the app's open tab to the page", async () => {
    const tab = windowClient(`${ORIGIN}/home`);
    const clients = clientsWith([tab]);
    await openNotificationUrl(clients, { url: '/cards' }, ORIGIN);
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/cards`);
    expect(tab.focus).toHaveBeenCalled();
  });

  it('opens a window when no tab of the app is open', async () => {
    const clients: ClientsLike & { openWindow: jest.Mock } = clientsWith([]);
    await openNotificationUrl(clients, { url: '/cards' }, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/cards`);
  });
});
