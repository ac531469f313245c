import type { ReactElement } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { setupStore, type AppStore, type RootState } from '../shared/store';
import { OnboardingNavigator } from '../features/onboarding/OnboardingNavigator';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the app starts at, or a history entry with its state. */
  route?: InitialEntry;
  /** Wait for the lazily loaded toast host (default). Off to observe the first, suspended frame. */
  settle?: boolean;
  /**
   * Carry out the onboarding machine's navigation, as the app's layout does (starts the machine
   * from the session, which reads a merchant's step status).
   */
  onboarding?: boolean;
}

/**
 * Renders with a fresh store (Redux "Writing Tests"), the theme, toasts and a memory router. Async
 * because the toast host loads notistack lazily; awaiting it here keeps React's act() warnings out.
 */
export async function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    store = setupStore(preloadedState),
    route = '/',
    settle = true,
    onboarding = false,
    ...renderOptions
  } = options;
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        {onboarding && <OnboardingNavigator />}
        {ui}
      </MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  if (settle) {
    await act(async () => {
      await import('notistack');
    });
  }
  return { store, ...result };
}
