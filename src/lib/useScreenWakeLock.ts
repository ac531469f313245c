import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser offers the Screen Wake Lock API (others
 * simply let the screen dim). The browser drops the lock when the page is hidden, so it is asked
 * for again when the page comes back.
 */
export function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (battery saver, a hidden page): the code still shows, the screen may dim.
        () => undefined,
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [active]);
}
