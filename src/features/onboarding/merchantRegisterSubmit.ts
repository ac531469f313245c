import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asApiError, type ApiError } from '../../api/apiError';
import { useRegisterMutation } from '../../api/auth';
import { useAppDispatch } from '../../app/hooks';
import { registrationStepSet, signedIn } from '../session/sessionSlice';
import { toTokenPair } from '../../api/tokens';
import type { MerchantRegisterValues } from './merchantRegisterSchema';
import { ONBOARDING_ROUTES } from './onboardingMachine';
import { withEmail } from '../../lib/emailInState';

/** Shown in the form when the server cannot be reached: no toast says so in that case (docs/product.md, "Errors and messages"). */
export const UNREACHABLE_MESSAGE =
  "We can't reach the server right now. Please try again in a moment.";

/** Field errors of a failed registration; a 409 means the email is taken, so it goes on that field. */
function fieldErrorsOf(error: ApiError): Record<string, string[]> | undefined {
  if (error.errors) return error.errors;
  if (error.status === 409) return { email: [error.message] };
  return undefined;
}

/**
 * Registers the merchant account, signs it in (the answer carries tokens) and opens step 1 of
 * onboarding, the email code. Failures stay inline: field errors on their fields.
 */
export function useMerchantRegisterSubmit() {
  const [register] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [formError, setFormError] = useState<string>();

  const submit = async ({ username, ...values }: MerchantRegisterValues) => {
    setServerErrors(undefined);
    setFormError(undefined);
    try {
      const { data } = await register({
        ...values,
        ...(username ? { username } : {}),
        account_type: 'merchant',
      }).unwrap();
      dispatch(
        signedIn({ user: data.user, merchant: data.merchant, tokens: toTokenPair(data.tokens) }),
      );
      // Step 1 of registration (the form) is done; the email code is step 2.
      dispatch(registrationStepSet(2));
      navigate(ONBOARDING_ROUTES.verifyEmail, withEmail(data.user.email || values.email));
    } catch (caught) {
      const error = asApiError(caught);
      setServerErrors(fieldErrorsOf(error));
      if (error.status === 'DEMO_MODE') setFormError(UNREACHABLE_MESSAGE);
    }
  };

  return { submit, serverErrors, formError };
}
