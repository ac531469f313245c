import { E_TIMEOUT, Semaphore, withTimeout, type SemaphoreInterface } from 'async-mutex';

export interface PerKeyConcurrencyOptions {
  /** Holders at once for one key. */
  running: number;
  /** Callers of one key that may wait for a turn beyond `running`; more are refused at once. */
  waiting: number;
  /** How long a caller waits for its turn before it is refused. */
  waitMs: number;
}

interface Entry {
  semaphore: SemaphoreInterface;
  /** Holders and waiters: the entry goes when it reaches 0, so idle keys cost no memory. */
  pending: number;
}

/**
 * At most `running` holders per key (an account), with a short, bounded queue behind them. It
 * lives in the process: what it shares out is the process's own capacity (docs/reliability.md,
 * "One tenant's reports", says why it is not shared through Redis).
 */
export function createPerKeyConcurrency(options: PerKeyConcurrencyOptions) {
  const entries = new Map<string, Entry>();

  return {
    /**
     * A turn for `key`: answers its release (call it once the work is done; calling it again does
     * nothing), or undefined when refused: `running + waiting` already pending, or no turn came
     * within `waitMs`.
     */
    async acquire(key: string): Promise<(() => void) | undefined> {
      let entry = entries.get(key);
      if (!entry) {
        entry = {
          semaphore: withTimeout(new Semaphore(options.running), options.waitMs),
          pending: 0,
        };
        entries.set(key, entry);
      }
      if (entry.pending >= options.running + options.waiting) return undefined;
      const held = entry;
      held.pending += 1;
      const leave = () => {
        held.pending -= 1;
        if (held.pending === 0 && entries.get(key) === held) entries.delete(key);
      };
      try {
        const [, release] = await held.semaphore.acquire();
        let released = false;
        return () => {
          if (released) return;
          released = true;
          release();
          leave();
        };
      } catch (error) {
        leave();
        if (error === E_TIMEOUT) return undefined;
        throw error;
      }
    },

    /** Keys with a holder or a waiter (tests: none is left behind). */
    get busyKeys(): number {
      return entries.size;
    },
  };
}

export type PerKeyConcurrency = ReturnType<typeof createPerKeyConcurrency>;
