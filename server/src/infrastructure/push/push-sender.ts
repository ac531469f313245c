/**
 * What the automations call to push a message to a customer's browsers (docs/product.md,
 * "Automations"). The push module decorates `app.push` with one; without it no push is tried.
 */
export interface PushSender {
  sendToUser(
    userId: string,
    payload: { title: string; body: string; url: string; tag: string },
  ): Promise<'delivered' | 'no_subscription' | 'failed'>;
}
