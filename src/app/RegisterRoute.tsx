import { RegisterPage } from '../features/auth/RegisterPage';
import { SignedOutOnly } from './SignedOutOnly';

/** `/register`, for visitors only; the check loads with the page, not with the landing page. */
export function RegisterRoute() {
  return (
    <SignedOutOnly>
      <RegisterPage />
    </SignedOutOnly>
  );
}
