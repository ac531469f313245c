import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { api } from '../api/client/baseApi';
import type { counterSessionSlice } from '../session/counterSession';
import { migrateSession, SESSION_VERSION } from '../session/sessionMigrations';
import { sessionSlice } from '../session/sessionSlice';
import { PERSIST_KEY } from '../session/persistKey';

export { PERSIST_KEY } from '../session/persistKey';

const persistedSession = persistReducer(
  { key: PERSIST_KEY, version: SESSION_VERSION, storage, migrate: migrateSession },
  sessionSlice.reducer,
);

/**
 * Slices that join the store when their code loads. The RTK Query API is one: it arrives with the
 * first page or dialog that talks to the server, keeping it out of the landing page's budgeted first
 * download (docs/adr/0002-landing-page-bundle.md). It is never persisted. The counter's unlocked
 * person (session/counterSession.ts) arrives with it and is never persisted either.
 */
export interface LazyLoadedSlices
  extends WithSlice<typeof api>, WithSlice<typeof counterSessionSlice> {}

export const rootReducer = combineSlices({
  [sessionSlice.reducerPath]: persistedSession,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that joins with lazily loaded code (the API's, the error-toast listener). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: the app makes one, and every test makes its own. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; nothing else may.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // These development-only checks warn when they take over 32 ms, which a busy machine
          // does for any state: a warning about our machine, not our state.
          warnAfter: 1_000,
        },
        immutableCheck: { warnAfter: 1_000 },
      }).concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export function setupPersistor(store: AppStore, onRehydrated?: () => void) {
  return persistStore(store, null, onRehydrated);
}
