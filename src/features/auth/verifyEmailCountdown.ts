import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (ms since the epoch, this browser's clock), counted from the
 * clock rather than by decrementing, so a throttled background tab shows the right number when it
 * wakes up. 0 once the deadline has passed. The deadline is read when the component mounts: give
 * the component `key={deadline}` so a new deadline starts a new count.
 */
export function useSecondsUntil(deadline: number): number {
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining(secondsUntil(deadline)), 250);
    return () => clearInterval(timer);
  }, [deadline, running]);

  return remaining;
}
