import { useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '../../api/auth';
import { toTokenPair } from '../../api/client/tokens';
import type { RegisterBody } from '../../api/client/types';
import { useAppDispatch } from '../../shared/hooks';
import { withEmail } from '../../lib/emailInState';
import { paths } from '../../shared/paths';
import { registrationStepSet, signedIn } from '../../session/sessionSlice';

/** What a sign-up form hands over: the body but its account type, an empty username allowed. */
export type SignUpInput = Omit<RegisterBody, 'account_type' | 'username'> & { username?: string };

/**
 * The one sign-up, for customers (/register) and merchants (/merchant/register): registers the
 * account, signs it in (the answer carries tokens) and sends it to the email code: a customer's at
 * /verify-email, a merchant's at the step 1 route the spec names. A failure stays in `submission` (the mutation's result):
 * a taken email comes back as a field error on `email`, shown by `fieldProps`, and the rest by
 * `<FormAlert>` (docs/architecture.md, "Forms").
 */
export function useSignUp(accountType: RegisterBody['account_type']) {
  const [register, submission] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const signUp = async ({ username, ...values }: SignUpInput) => {
    const result = await register({
      ...values,
      // The server picks a username when none is sent; an empty one would be refused.
      ...(username ? { username } : {}),
      account_type: accountType,
    });
    if (result.error) return;
    const { data } = result.data;
    dispatch(
      signedIn({ user: data.user, merchant: data.merchant, tokens: toTokenPair(data.tokens) }),
    );
    // Step 1 of registration (the form) is done; the email code is step 2.
    dispatch(registrationStepSet(2));
    // The sign-up page leaves the history: Back from the code goes where the person came from,
    // not to a form that would send a signed-in account on to its dashboard (docs/product.md,
    // "Email code").
    const codePage = accountType === 'user' ? paths.customerVerifyEmail() : paths.verifyEmail();
    navigate(codePage, { ...withEmail(data.user.email || values.email), replace: true });
  };

  return { signUp, submission };
}
