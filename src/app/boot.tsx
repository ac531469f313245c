import { startTransition, StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadLandingPage } from '../features/landing/LandingPage';
import { AppProviders } from './AppProviders';
import { preloadLayout } from './AppLayout';
import { rootErrorOptions } from './rootErrorOptions';
import { AppRoutes } from './router';
import { setupPersistor, setupStore } from '../shared/store';
import { shellOpener } from '../lib/shellHandOver';
import type { ShellHandOver } from './landingShells';

/** Tells the start-up script the first frame is on screen (its effects run after the commit). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * How the landing page's shells give way to the app's own dialogs: the layout registers them
 * (src/lib/shellHandOver.ts); `openNow` commits synchronously, so the shell and the app's dialog
 * never show together or not at all (docs/adr/0005-landing-page-answers-before-the-app.md).
 */
const shellHandOver: ShellHandOver = {
  prepare: (name) => shellOpener(name)?.preload() ?? Promise.reject(new Error(`no ${name} opener`)),
  openNow: (name) => flushSync(() => shellOpener(name)?.open()),
};

/**
 * Starts the app in `root`: it hydrates the prerendered landing page (scripts/prerender.tsx, signed
 * out) in place, and renders anything else fresh. Resolves once the first frame is committed, with
 * what the landing page's shells need to hand over; rejects if the landing page's own chunks could
 * not load, leaving the prerendered page as it is.
 */
export function bootApp(root: HTMLElement): Promise<ShellHandOver> {
  return new Promise((resolve, reject) => {
    const store = setupStore();
    // The app renders once the stored session is back, so its first frame already shows the right
    // navigation (this replaces redux-persist's PersistGate, which would blank the prerendered page).
    const persistor = setupPersistor(store, () => {
      const app = (
        <StrictMode>
          <AppProviders store={store} persistor={persistor}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
          <Committed onCommit={() => resolve(shellHandOver)} />
        </StrictMode>
      );
      const prerendered = root.hasChildNodes() && window.location.pathname === '/';
      if (prerendered && !store.getState().session.user) {
        // The parts of the page in chunks of their own are all in before hydration starts: a part
        // hydrated later would drop a click made on it meanwhile, and the first click is the
        // visitor's (docs/adr/0004-landing-page-starts-on-interaction.md).
        Promise.all([preloadLayout(), preloadLandingPage()]).then(() => {
          // As a transition, hydration yields to the browser every few milliseconds.
          startTransition(() => {
            hydrateRoot(root, app, rootErrorOptions);
          });
        }, reject);
      } else {
        // At default priority, not as a transition: a transition splits this render into slices
        // (Lighthouse mobile on the merchant's dashboard 97–99 instead of 87–92), but React then
        // holds back the first frame while lazy parts load, and a signed-in visitor's navigation
        // painted about 400 ms later at 4x (docs/performance.md, "The merchant's dashboard on a
        // phone").
        createRoot(root, rootErrorOptions).render(app);
      }

      // A stored session wins over cookies, so they are read now; the cookie code loads after the
      // first paint, as nothing on the first screen needs it.
      void import('../session/sessionCookieSync').then(({ syncSessionCookies }) =>
        syncSessionCookies(store),
      );
    });
  });
}
