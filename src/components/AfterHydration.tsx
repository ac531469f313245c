import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` on the server and in the first client render, then `children` as a low-priority
 * transition. The prerendered landing page uses it for what lies below the first screen: the browser
 * paints the prerendered top at once, hydrates only that, and builds the rest in small slices of
 * work instead of one long task (Lighthouse Total Blocking Time, docs/performance.md).
 */
export function AfterHydration({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return <>{ready ? children : fallback}</>;
}
