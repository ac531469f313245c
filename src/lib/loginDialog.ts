import { createContext, useContext } from 'react';

/**
 * Opens the login modal; `returnTo` is where a finished sign-in should land, `email` the address
 * to fill in (the one whose password was just reset).
 */
export type OpenLogin = (returnTo?: string, email?: string) => void;

export const LoginDialogContext = createContext<OpenLogin>(() => undefined);

export const useOpenLogin = () => useContext(LoginDialogContext);
