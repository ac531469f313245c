/**
 * Registers the service worker (docs/architecture.md, "The service worker") once the page is on
 * screen and the browser is idle, so it never competes with the first screen. Production builds
 * only: `npm run dev` has no `/sw.js`. A browser without service workers, or a registration that
 * fails, leaves the app as it was: online only.
 */
export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
