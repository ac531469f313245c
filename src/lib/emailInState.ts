import { useLocation } from 'react-router-dom';

// An email handed from one page to the next (sign-up to the code entry, forgot to reset password)
// travels in the history entry's state, never in the URL: addresses in URLs end up in server
// logs, analytics and the browser's history (docs/architecture.md, "Forms"). The state survives a
// reload of the same tab; a fresh tab asks for the address instead.

interface EmailState {
  email: string;
}

const isEmailState = (state: unknown): state is EmailState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<EmailState>).email === 'string';

/** The `state` to navigate with: `navigate(path, withEmail(email))` or `<Link {...} state=...>`. */
export const withEmail = (email: string) => ({ state: { email } satisfies EmailState });

/** The email the previous page handed over, or '' when there is none. */
export function useEmailFromState(): string {
  const { state } = useLocation();
  return isEmailState(state) ? state.email : '';
}
