import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsSignedIn } from '../session/sessionSlice';
import { useAppSelector } from '../shared/hooks';
import { paths } from '../shared/paths';

/**
 * A sign-up page: someone who opens it signed in goes to their dashboard instead (docs/product.md,
 * "Signing up while signed in"). Only the arrival counts: a sign-up made on the page signs the new
 * account in, and the page then moves on to the email code by itself.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [signedInOnArrival] = useState(signedIn);
  if (signedInOnArrival) return <Navigate to={paths.dashboard()} replace />;
  return <>{children}</>;
}
