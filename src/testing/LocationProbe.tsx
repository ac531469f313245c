import { useLocation } from 'react-router-dom';
import { useEmailFromState } from '../lib/emailInState';

/**
 * Renders where the router is ("At /path?query"), and the email a page handed over in history
 * state ("with ana@example.com"), so a test sees a navigation the way the next page would.
 */
export function LocationProbe() {
  const location = useLocation();
  const handed = useEmailFromState();
  return (
    <p>
      At {location.pathname + location.search}
      {handed ? ` with ${handed}` : ''}
    </p>
  );
}
