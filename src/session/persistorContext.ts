import { createContext, useContext } from 'react';
import type { Persistor } from 'redux-persist';

/** The app's persistor, so logout can write the cleared session to storage before it reloads. */
export const PersistorContext = createContext<Persistor | null>(null);

export const usePersistor = () => useContext(PersistorContext);
