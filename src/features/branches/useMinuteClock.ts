import { useEffect, useState } from 'react';

/** The visitor's clock, read again every minute, so "Open now" turns "Closed" on time. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
