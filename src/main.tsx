import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { setupPersistor, setupStore } from './app/store';

const store = setupStore();
// Cookies are read once the stored session is back, so a stored session wins over cookies. The
// cookie code loads after the first paint: nothing on the first screen needs it.
const persistor = setupPersistor(store, () => {
  void import('./app/sessionCookieSync').then(({ syncSessionCookies }) =>
    syncSessionCookies(store),
  );
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
