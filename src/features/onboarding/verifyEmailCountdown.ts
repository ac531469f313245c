import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Whole seconds left until a deadline, counted from the clock rather than by decrementing, so a
 * throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(seconds: number, startNow: boolean) {
  const [endsAt, setEndsAt] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));
  const [remaining, setRemaining] = useState(startNow ? seconds : 0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining(secondsUntil(endsAt)), 250);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  /** Counts down again, from `from` seconds when the server said how long (Retry-After). */
  const restart = useCallback(
    (from: number = seconds) => {
      setEndsAt(Date.now() + from * 1000);
      setRemaining(from);
    },
    [seconds],
  );

  return { remaining, restart };
}
