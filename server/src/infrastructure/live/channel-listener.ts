/** A connection that LISTENs on the live-events channel and hands each payload on. */
export interface ChannelListener {
  /** True while notifications arrive; false while a dropped connection is being restored. */
  readonly connected: boolean;
  /** Idempotent. Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onNotification(payload: string): void;
  /** Listening (again, after a reconnect). */
  onConnected(): void;
  /** The connection dropped: notifications sent until `onConnected` are lost. */
  onDisconnected(error: unknown): void;
}

/** The one channel every API process LISTENs on; events carry the account they are for. */
export const LIVE_CHANNEL = 'qrewards_live';
