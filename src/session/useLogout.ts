import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { usePersistor } from './persistorContext';
import type { AppStore } from '../shared/store';

/**
 * Logs out (`logOut.ts`). Its code loads on the click: it is in no first screen, and the app start
 * is budgeted (docs/performance.md).
 */
export function useLogout() {
  const store = useStore() as AppStore;
  const persistor = usePersistor();
  return useCallback(
    () => import('./logOut').then(({ logOut }) => logOut(store, persistor)),
    [store, persistor],
  );
}
