import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { VapidSettings } from '../../config';
import type { Database } from '../../db/client';
import type { PushSubscriptionRow } from '../../db/schema';
import type { PushPayload, PushSender } from './push-sender';
import { createPushSubscriptionsRepository } from '../../repositories/push-subscriptions-repository';

/**
 * A day: an automation's message ("we miss you", a birthday gift) is still worth showing when a
 * phone comes back online the next morning, not a week later.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service answers in well under a second; a stuck one must not hold a job's worker. */
export const PUSH_TIMEOUT_MS = 5_000;

/**
 * A push carries at most 4 kB once encrypted, and a notification shows a line of title and a few
 * of body: longer text is cut (with "…") rather than the whole message refused by every service.
 */
export const TITLE_MAX_LENGTH = 120;
export const BODY_MAX_LENGTH = 500;

function shortened(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

type Outcome = 'accepted' | 'gone' | 'refused';

export interface WebPushSenderOptions {
  db: Database;
  keys: VapidSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  timeoutMs?: number;
}

/**
 * `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header; the request
 * itself goes through `fetch`, which has a real timeout and speaks http:// as well, for the push
 * service stand-in of the tests (endpoints other than https are refused at subscription time in
 * production: modules/push/endpoint.ts).
 */
export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const { db, keys, log, now } = options;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const subscriptions = createPushSubscriptionsRepository(db);

  async function deliver(row: PushSubscriptionRow, body: string): Promise<Outcome> {
    // The endpoint is a capability (whoever knows it can push): logs name its host only.
    const host = URL.canParse(row.endpoint) ? new URL(row.endpoint).host : 'unknown';
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        body,
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          vapidDetails: keys,
        },
      );
      const response = await fetch(row.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Nothing of the answer is needed beyond its status.
      await response.body?.cancel();
      if (response.ok) return 'accepted';
      if (response.status === 404 || response.status === 410) return 'gone';
      log.warn({ host, status: response.status }, 'push service refused a notification');
      return 'refused';
    } catch (error) {
      // A timeout, a refused connection, a key the encryption cannot use: this device only.
      log.warn({ host, err: error }, 'push notification could not be sent');
      return 'refused';
    }
  }

  return {
    async sendToUser(userId, payload: PushPayload) {
      const rows = await subscriptions.ofUser(userId);
      if (!rows.length) return 'no_subscription';
      const body = JSON.stringify({
        title: shortened(payload.title, TITLE_MAX_LENGTH),
        body: shortened(payload.body, BODY_MAX_LENGTH),
        url: payload.url,
        tag: payload.tag,
        ...(payload.unsubscribeUrl && { unsubscribeUrl: payload.unsubscribeUrl }),
      });
      const outcomes = await Promise.all(rows.map((row) => deliver(row, body)));
      const accepted = rows.filter((_, index) => outcomes[index] === 'accepted');
      // 404/410: the browser unsubscribed or the service expired it; it will never come back.
      await subscriptions.removeByIds(
        rows.filter((_, i) => outcomes[i] === 'gone').map((r) => r.id),
      );
      await subscriptions.markDelivered(
        accepted.map((row) => row.id),
        now(),
      );
      return accepted.length ? 'delivered' : 'failed';
    },
  };
}
