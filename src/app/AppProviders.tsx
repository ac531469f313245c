import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastHost } from '../components/ToastHost';
import { theme } from '../theme/theme';
import { PersistorContext } from './persistorContext';
import type { AppStore } from './store';

export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor?: Persistor;
  children: ReactNode;
}) {
  const content = (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor ?? null}>
        {persistor ? (
          <PersistGate loading={null} persistor={persistor}>
            {content}
          </PersistGate>
        ) : (
          content
        )}
      </PersistorContext.Provider>
    </Provider>
  );
}
