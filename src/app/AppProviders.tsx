import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastHost } from '../components/ToastHost';
import { MODE_STORAGE_KEY, theme } from '../theme/theme';
import { PersistorContext } from '../session/persistorContext';
import type { AppStore } from '../shared/store';

/** Redux, the persistor (for logout), the MUI theme with its colour schemes, and the toast host. */
export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor?: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor ?? null}>
        <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY}>
          <CssBaseline enableColorScheme />
          {children}
          <ToastHost />
        </ThemeProvider>
      </PersistorContext.Provider>
    </Provider>
  );
}
