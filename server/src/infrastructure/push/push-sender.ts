/** What a push notification says; the service worker shows it (src/serviceWorker). */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened (or focused) when the notification is tapped. */
  url: string;
  /** A newer notification with the same tag replaces the older one on the device. */
  tag: string;
  /**
   * The page that turns these notifications off for their shop (docs/product.md, "Automations"):
   * the notification's "Stop these" action opens it.
   */
  unsubscribeUrl?: string;
}

/**
 * Sends web push to every device a person subscribed (docs/architecture.md, "Web push").
 * `delivered`: at least one push service accepted it; `no_subscription`: the person has no device;
 * `failed`: every push service refused or did not answer (gone devices are removed on the way).
 */
export interface PushSender {
  sendToUser(
    userId: string,
    payload: PushPayload,
  ): Promise<'delivered' | 'no_subscription' | 'failed'>;
}
