import { useCallback, useEffect, useRef, useState } from 'react';
import { asApiError } from '../../api/client/apiError';
import {
  useLazyGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from '../../api/push';
import {
  applicationServerKeyOf,
  deviceTimeZone,
  isForKey,
  pushSupport,
  type PushSupport,
} from './pushSupport';

export type PushOptInStatus =
  | 'checking'
  | Exclude<PushSupport, 'supported'>
  /** The person said no in the browser's prompt or settings: only the browser can undo it. */
  | 'blocked'
  | 'off'
  | 'on'
  | 'turning_on'
  | 'turning_off';

export interface PushOptIn {
  status: PushOptInStatus;
  /** Why the last turn on or off did not happen, for the person. */
  error: string | undefined;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
}

/**
 * Which account this browser's subscription was registered for: one browser may be signed in as
 * several people in turn, and the subscription is the browser's, not the account's.
 */
const OWNER_KEY = 'qrewards.push.owner';
/** The worker is registered when the page is idle after load (registerServiceWorker.ts). */
const WORKER_WAIT_MS = 10_000;

export const NOT_ALLOWED_MESSAGE =
  'Notifications were not allowed. Turn them on again when you are ready.';
export const NO_WORKER_MESSAGE =
  'This page is not ready for notifications yet. Reload it and try again.';
const FAILED_MESSAGE = 'Notifications could not be turned on. Please try again.';

function ownerOfSubscription(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function setOwnerOfSubscription(userId: string | null) {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Private mode without storage: the state is read again from the browser next time.
  }
}

async function readyWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(NO_WORKER_MESSAGE)), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The customer's web push on this device (docs/architecture.md, "Web push"): the browser's
 * permission is asked only by `turnOn`, called from a click, as browsers require and people
 * expect; the subscription goes to the server with the device's time zone (quiet hours).
 */
export function usePushOptIn(userId: string): PushOptIn {
  const [status, setStatus] = useState<PushOptInStatus>('checking');
  const [error, setError] = useState<string>();
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const mounted = useRef(true);
  const settle = useCallback((next: PushOptInStatus, message?: string) => {
    if (!mounted.current) return;
    setStatus(next);
    setError(message);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const support = pushSupport();
    if (support !== 'supported') settle(support);
    else if (Notification.permission === 'denied') settle('blocked');
    else {
      currentSubscription()
        .then((subscription) => {
          const mine =
            subscription !== null &&
            Notification.permission === 'granted' &&
            ownerOfSubscription() === userId;
          settle(mine ? 'on' : 'off');
        })
        .catch(() => settle('off'));
    }
    return () => {
      mounted.current = false;
    };
  }, [userId, settle]);

  const turnOn = useCallback(async () => {
    setStatus('turning_on');
    setError(undefined);
    try {
      // First, within the click: Safari asks only while the click's user activation lasts.
      const permission =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission === 'denied') return settle('blocked');
      if (permission !== 'granted') return settle('off', NOT_ALLOWED_MESSAGE);

      const { public_key: publicKey } = await getPublicKey(undefined, true).unwrap();
      const key = applicationServerKeyOf(publicKey);
      const registration = await readyWorker();
      let subscription = await registration.pushManager.getSubscription();
      // Made for a key the server no longer has: its pushes would be refused.
      if (subscription && !isForKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const { endpoint, keys } = subscription.toJSON();
      await subscribe({
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
        time_zone: deviceTimeZone(),
      }).unwrap();
      setOwnerOfSubscription(userId);
      settle('on');
    } catch (failure) {
      // The server's refusal says why; the browser's own errors (a push service that did not
      // answer) are nothing a person can act on beyond trying again.
      const message =
        failure instanceof Error
          ? failure.message === NO_WORKER_MESSAGE
            ? NO_WORKER_MESSAGE
            : FAILED_MESSAGE
          : asApiError(failure).message;
      settle('off', message);
    }
  }, [getPublicKey, settle, subscribe, userId]);

  const turnOff = useCallback(async () => {
    setStatus('turning_off');
    setError(undefined);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        // The browser's first: once it is gone no push can arrive, whatever the server hears.
        await subscription.unsubscribe();
        // 404: the server had dropped it already (the push service said it was gone).
        await unsubscribe({ endpoint })
          .unwrap()
          .catch((refusal: unknown) => {
            if (asApiError(refusal).status !== 404) throw refusal;
          });
      }
      setOwnerOfSubscription(null);
      settle('off');
    } catch (failure) {
      settle('on', asApiError(failure).message);
    }
  }, [settle, unsubscribe]);

  return { status, error, turnOn, turnOff };
}
