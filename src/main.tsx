import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { setupPersistor, setupStore } from './app/store';

const store = setupStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

// The app renders once the stored session is back, so its first frame already shows the right
// navigation (this replaces redux-persist's PersistGate, which would blank the prerendered page).
const persistor = setupPersistor(store, render);

function render() {
  const app = (
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // The landing page arrives prerendered (scripts/prerender.tsx, signed out): a signed-out visitor
  // gets it hydrated in place; anyone else, or any other page, gets a fresh render.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole page (Lighthouse's Total Blocking Time).
  const prerendered = root.hasChildNodes() && window.location.pathname === '/';
  if (prerendered && !store.getState().session.user) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }

  // A stored session wins over cookies, so they are read now; the cookie code loads after the
  // first paint, as nothing on the first screen needs it.
  void import('./app/sessionCookieSync').then(({ syncSessionCookies }) =>
    syncSessionCookies(store),
  );
}
