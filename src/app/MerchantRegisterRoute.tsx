import { MerchantRegisterPage } from '../features/auth/MerchantRegisterPage';
import { SignedOutOnly } from './SignedOutOnly';

/** `/merchant/register`, for visitors only; the check loads with the page, not with the landing page. */
export function MerchantRegisterRoute() {
  return (
    <SignedOutOnly>
      <MerchantRegisterPage />
    </SignedOutOnly>
  );
}
