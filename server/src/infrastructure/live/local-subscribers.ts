import type { LiveEvent, LiveListener } from './live-event';

/**
 * The listeners of this process, by account. Every process receives every event from the
 * database channel and hands it only to the listeners of the account it is for.
 */
export function createLocalSubscribers(onListenerError: (error: unknown) => void) {
  const byUser = new Map<string, Set<LiveListener>>();

  return {
    add(userId: string, listener: LiveListener): () => void {
      const listeners = byUser.get(userId) ?? new Set<LiveListener>();
      byUser.set(userId, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byUser.get(userId) === listeners) byUser.delete(userId);
      };
    },

    deliver(userId: string, event: LiveEvent): void {
      for (const listener of [...(byUser.get(userId) ?? [])]) {
        // One broken stream must not keep the event from the account's other tabs.
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },

    countOf(userId: string): number {
      return byUser.get(userId)?.size ?? 0;
    },
  };
}

export type LocalSubscribers = ReturnType<typeof createLocalSubscribers>;
