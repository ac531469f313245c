// Web push in the service worker (docs/architecture.md, "Web push"): the server's payload is
// `{ title, body, url, tag, unsubscribeUrl? }` (server/src/infrastructure/push/push-sender.ts). Written against the
// few members it uses, so Jest can call it without a service worker.

export interface PushMessage {
  title: string;
  body: string;
  /** Opened, or focused when a tab of the app already shows it, on a tap. */
  url: string;
  tag: string;
  /** The page that turns the shop's notifications off: the "Stop these" action opens it. */
  unsubscribeUrl: string | null;
}

/** The action a notification offers beside a tap (docs/product.md, "Automations"). */
export const STOP_ACTION = 'stop';

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** A monochrome-friendly small icon for Android's status bar. */
export const NOTIFICATION_BADGE = '/icons/maskable-192.png';

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value : fallback;

/**
 * What a push event carries. A payload that is not our JSON still shows something: Chrome and
 * Safari count a push that shows no notification against the site (and Safari ends its
 * subscription after a few), so `userVisibleOnly` is kept whatever arrives.
 */
export function readPushMessage(data: { json(): unknown; text(): string } | null): PushMessage {
  let payload: Record<string, unknown> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    payload = { body: data?.text() };
  }
  return {
    title: text(payload.title, 'QRewards'),
    body: text(payload.body, ''),
    url: sameOriginPath(text(payload.url, '/')),
    tag: text(payload.tag, 'qrewards'),
    unsubscribeUrl:
      typeof payload.unsubscribeUrl === 'string' ? sameOriginPath(payload.unsubscribeUrl) : null,
  };
}

/** Only the app's own pages open from a notification: anything else opens the start page. */
function sameOriginPath(url: string): string {
  try {
    const origin = globalThis.location.origin;
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}

export function showPushMessage(
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
  message: PushMessage,
): Promise<void> {
  return registration.showNotification(message.title, {
    body: message.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: message.tag,
    data: { url: message.url, unsubscribeUrl: message.unsubscribeUrl },
    // Not every browser shows actions (Safari does not): the page the tap opens and the profile
    // turn them off too.
    ...(message.unsubscribeUrl && {
      actions: [{ action: STOP_ACTION, title: 'Stop these' }],
    }),
  });
}

/** Where a tap on the notification, or on its "Stop these", leads. */
export function notificationTarget(data: unknown, action: string): unknown {
  if (action !== STOP_ACTION || typeof data !== 'object' || !data) return data;
  const { unsubscribeUrl } = data as { unsubscribeUrl?: unknown };
  return typeof unsubscribeUrl === 'string' ? { url: unsubscribeUrl } : data;
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

export interface ClientsLike {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The url of a tapped notification, focused in a tab that shows it, else in a new window. */
export async function openNotificationUrl(
  clients: ClientsLike,
  data: unknown,
  origin: string,
): Promise<void> {
  const path = typeof data === 'object' && data && 'url' in data ? String(data.url) : '/';
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) {
    await showing.focus();
    return;
  }
  // An open tab of the app goes to the page (the installed app has one window).
  const ours = windows.find((client) => client.url.startsWith(origin) && client.navigate);
  if (ours?.navigate) {
    try {
      await ours.navigate(target);
      await ours.focus();
      return;
    } catch {
      // A tab this worker does not control cannot be navigated: a new window then.
    }
  }
  await clients.openWindow(target);
}
