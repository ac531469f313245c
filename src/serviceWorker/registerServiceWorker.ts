/**
 * Registers the service worker (docs/architecture.md, "The service worker") from the start-up
 * script, once the page has loaded and the browser is idle: on every first visit, the landing page included, so the code
 * saved by that visit opens offline at once. After `load`, it takes nothing from the first screen;
 * it adds a few dozen bytes to the start-up script (docs/performance.md). Production builds only:
 * `npm run dev` has no `/sw.js`. A browser without service workers, or a registration that fails,
 * leaves the app as it was: online only.
 */
export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const register = () =>
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
