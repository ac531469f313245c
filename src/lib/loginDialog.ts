import { createContext, useContext } from 'react';

/** Opens the login modal; `returnTo` is where a finished sign-in should land. */
export type OpenLogin = (returnTo?: string) => void;

export const LoginDialogContext = createContext<OpenLogin>(() => undefined);

export const useOpenLogin = () => useContext(LoginDialogContext);
