import { useEffect } from 'react';

/** What counts as someone at the counter: a tap, a click, a key, a touch. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Calls `onIdle` once `seconds` pass with no activity on the page (docs/api.md, "Counter mode": the
 * store's `idle_lock_seconds`), so an unlocked counter left alone does not stamp as its last person.
 */
export function useIdleLock(seconds: number, onIdle: () => void): void {
  useEffect(() => {
    let timer = setTimeout(onIdle, seconds * 1000);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, seconds * 1000);
    };
    for (const name of ACTIVITY_EVENTS) {
      document.addEventListener(name, restart, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) {
        document.removeEventListener(name, restart, { capture: true });
      }
    };
  }, [seconds, onIdle]);
}

/** "30 seconds", "1 minute", "2 minutes", "1.5 minutes": how long the idle lock waits. */
export function idleDuration(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${Number(minutes.toFixed(1))} minutes`;
}

/** The choices the owner has for the idle lock, in seconds. */
export const IDLE_LOCK_CHOICES = [30, 60, 120, 300, 900] as const;
