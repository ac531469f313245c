import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PushSender } from '../infrastructure/push/push-sender';
import { resolveVapidKeys } from '../infrastructure/push/vapid-keys';
import { createWebPushSender } from '../infrastructure/push/web-push-sender';

/** `app.push`: web push, and the public key browsers subscribe with. */
export interface AppPush extends PushSender {
  /** VAPID public key, unpadded base64url: the SPA's `applicationServerKey`. */
  readonly publicKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends web push to a person's devices (docs/architecture.md, "Web push"). */
    push: AppPush;
  }
}

/**
 * Reads the VAPID pair at start (from the environment, or the one kept in `server_keys`, made by
 * the first process to start), so a bad stored pair fails the start, not a message a day later.
 */
export default fp(
  async function push(app: FastifyInstance) {
    const keys = await resolveVapidKeys(app.db, app.config);
    const sender = createWebPushSender({ db: app.db, keys, log: app.log, now: () => app.now() });
    app.decorate<AppPush>('push', {
      publicKey: keys.publicKey,
      sendToUser: (userId, payload) => sender.sendToUser(userId, payload),
    });
  },
  { name: 'push', dependencies: ['app-config', 'clock', 'database'] },
);
