import type { ChannelListener, ListenerHandlers } from './channel-listener';
import type { LiveEvent, LiveListener } from './live-event';
import { createLocalSubscribers } from './local-subscribers';
import { createFrameAssembler, encodeFrames } from './notification-frames';

/** What routes use: `app.liveEvents` (docs/architecture.md, "Live updates"). */
export interface LiveEvents {
  /**
   * Sends `event` to every open stream of `userId`, whichever API process holds it. Call it
   * after the change is committed. Resolves once the database has taken the notification; never
   * rejects (a lost live update must not fail the stamp that caused it): failures are logged.
   */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /**
   * Calls `listener` with each event for `userId` until the returned function is called.
   * `onInterrupted` runs if this process stops receiving events (the listening connection
   * dropped, or the app is closing): the subscriber should end, and its client reconnect.
   */
  subscribe(userId: string, listener: LiveListener, onInterrupted?: () => void): () => void;
  /** Open subscriptions of `userId` in this process. */
  subscriberCount(userId: string): number;
  /** False while the listening connection is being restored, or once the app is closing. */
  readonly available: boolean;
}

interface Logger {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LiveEventsHub {
  events: LiveEvents;
  /** For the channel listener of this process. */
  handlers: ListenerHandlers;
  listenWith(listener: ChannelListener): void;
  /** Ends every subscription (shutdown): they get `onInterrupted`, new ones are refused. */
  interruptAll(): void;
}

export function createLiveEventsHub(options: {
  notify: (payloads: string[]) => Promise<void>;
  /**
   * Called when the NOTIFY failed: keeps the event for a later try (a job in the app's queue,
   * docs/architecture.md, "Background jobs"). When this rejects too, the event is lost (logged).
   */
  retryLater?: (userId: string, event: LiveEvent) => Promise<unknown>;
  log: Logger;
}): LiveEventsHub {
  const { notify, retryLater, log } = options;
  const subscribers = createLocalSubscribers((error) =>
    log.error({ err: error }, 'a live-event listener failed'),
  );
  const assembler = createFrameAssembler();
  const interruptions = new Set<() => void>();
  let listener: ChannelListener | null = null;
  let closing = false;

  const interrupt = () => {
    for (const onInterrupted of [...interruptions]) onInterrupted();
    interruptions.clear();
  };

  const events: LiveEvents = {
    async publish(userId, event) {
      try {
        await notify(encodeFrames({ userId, event }));
      } catch (error) {
        try {
          if (!retryLater) throw error;
          await retryLater(userId, event);
          log.warn({ err: error, user_id: userId }, 'live event not sent yet; queued a retry');
        } catch (lost) {
          log.warn({ err: lost, user_id: userId }, 'live event not sent');
        }
      }
    },
    subscribe(userId, onEvent, onInterrupted) {
      const remove = subscribers.add(userId, onEvent);
      if (onInterrupted) interruptions.add(onInterrupted);
      return () => {
        remove();
        if (onInterrupted) interruptions.delete(onInterrupted);
      };
    },
    subscriberCount: (userId) => subscribers.countOf(userId),
    get available() {
      return !closing && (listener?.connected ?? false);
    },
  };

  const handlers: ListenerHandlers = {
    onNotification(payload) {
      try {
        const message = assembler.accept(payload);
        if (message) subscribers.deliver(message.userId, message.event);
      } catch (error) {
        log.warn({ err: error }, 'ignored a notification that is not a live event');
      }
    },
    onConnected() {
      log.info('live events: listening for notifications');
    },
    onDisconnected(error) {
      log.warn({ err: error }, 'live events: the listening connection dropped; reconnecting');
      // Events sent meanwhile are lost: ending the streams makes clients reconnect and re-read.
      interrupt();
    },
  };

  return {
    events,
    handlers,
    listenWith(channelListener) {
      listener = channelListener;
    },
    interruptAll() {
      closing = true;
      interrupt();
    },
  };
}
