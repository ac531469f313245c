// What this browser can do about web push (docs/architecture.md, "Web push"), read at its edge:
// `navigator`, `window` and `Notification`, so tests replace exactly these.

export type PushSupport =
  /** Service worker, PushManager and Notification are all there. */
  | 'supported'
  /** iPhone or iPad outside the Home Screen app: Safari has web push only for installed apps. */
  | 'ios_needs_home_screen'
  | 'unsupported';

/** iPadOS's Safari says it is a Mac; a Mac has no touch screen. */
export function isIosOrIpados(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Opened from the Home Screen (or installed elsewhere), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function pushSupport(): PushSupport {
  if (isIosOrIpados() && !isStandalone()) return 'ios_needs_home_screen';
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? 'supported' : 'unsupported';
}

/** The VAPID key as `pushManager.subscribe` takes it: the bytes of its base64url text. */
export function applicationServerKeyOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made for this key (the server's pair may have been replaced). */
export function isForKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options?.applicationServerKey;
  if (!own) return true;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** The device's IANA zone, which quiet hours follow; UTC when the browser does not say. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
