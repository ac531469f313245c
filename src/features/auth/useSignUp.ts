import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asApiError, type ApiError } from '../../api/apiError';
import { useRegisterMutation } from '../../api/auth';
import { toTokenPair } from '../../api/tokens';
import type { RegisterBody } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { withEmail } from '../../lib/emailInState';
import { UNREACHABLE_MESSAGE } from './serverUnreachable';
import { registrationStepSet, signedIn } from '../session/sessionSlice';

/** Where a new account verifies its email: customers too, on the merchant route the spec names. */
export const VERIFY_EMAIL_PATH = '/merchant/verify-email';

// The same conversion as the onboarding feature's; features may not import each other's insides.
/** Field errors of a failed sign-up; a 409 means the email is taken, so it goes on that field. */
export function signUpFieldErrors(error: ApiError): Record<string, string[]> | undefined {
  if (error.errors) return error.errors;
  if (error.status === 409) return { email: [error.message] };
  return undefined;
}

/**
 * Registers an account, signs it in (the answer carries tokens) and sends it to the code entry.
 * Failures stay inline: field errors on their fields, "server unreachable" above the button.
 */
export function useSignUp() {
  const [register] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [formError, setFormError] = useState<string>();

  const signUp = async (body: RegisterBody) => {
    setServerErrors(undefined);
    setFormError(undefined);
    try {
      const { data } = await register(body).unwrap();
      dispatch(
        signedIn({ user: data.user, merchant: data.merchant, tokens: toTokenPair(data.tokens) }),
      );
      // Step 1 of registration (the form) is done; the email code is step 2.
      dispatch(registrationStepSet(2));
      navigate(VERIFY_EMAIL_PATH, withEmail(data.user.email || body.email));
    } catch (caught) {
      const error = asApiError(caught);
      setServerErrors(signUpFieldErrors(error));
      if (error.status === 'DEMO_MODE') setFormError(UNREACHABLE_MESSAGE);
    }
  };

  return { signUp, serverErrors, formError };
}
