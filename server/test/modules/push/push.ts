import { createECDH, randomBytes } from 'node:crypto';
import type { App } from '../../../src/app';
import { bearer } from '../../accounts';

export const PUSH = '/api/merchant/push';

/** A subscription as a browser would send it, at a push service of the outside world. */
export function browserSubscription(
  endpoint = `https://push.example.com/send/${randomBytes(8).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

export function subscribe(
  app: App,
  access: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  timeZone = 'Europe/Lisbon',
) {
  return app.inject({
    method: 'POST',
    url: `${PUSH}/subscriptions`,
    headers: bearer(access),
    payload: { ...subscription, time_zone: timeZone },
  });
}

export function unsubscribe(app: App, access: string, endpoint: string) {
  return app.inject({
    method: 'DELETE',
    url: `${PUSH}/subscriptions`,
    headers: bearer(access),
    payload: { endpoint },
  });
}
