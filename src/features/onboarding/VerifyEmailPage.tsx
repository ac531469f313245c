import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEmailFromState } from '../../lib/emailInState';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { asApiError } from '../../api/apiError';
import { useVerifyEmailMutation } from '../../api/auth';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageFrame } from '../../components/PageFrame';
import { notify } from '../../lib/toast';
import { merchantUpdated, userUpdated } from '../session/sessionSlice';
import { useOnboarding } from './useOnboarding';
import { continueMerchantOnboarding } from './verifyEmailContinue';
import { verifyEmailFieldErrors } from './verifyEmailErrors';
import { VerifyEmailForm } from './VerifyEmailForm';
import type { VerifyEmailValues } from './verifyEmailSchema';

export const VERIFIED_MESSAGE = 'Email verified';
export const SIGN_IN_AFTER_VERIFYING = 'Please sign in to continue.';

/**
 * Onboarding step 1 (/merchant/verify-email), also where new customers confirm their address. After
 * the code: merchants go where the onboarding machine says, customers to their dashboard, and
 * visitors without a session (who came from a link) to the home page to sign in.
 */
export function VerifyEmailPage() {
  const emailGiven = useEmailFromState();
  const session = useAppSelector((state) => state.session);
  const knownEmail = session.user?.email || session.merchant?.email || emailGiven || undefined;
  const actor = useOnboarding();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyEmailMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  const submit = async ({ email, otp }: VerifyEmailValues) => {
    setServerErrors(undefined);
    try {
      const { data } = await verify({ email, otp }).unwrap();
      void notify(VERIFIED_MESSAGE, 'success');
      if (!session.accessToken) {
        void notify(SIGN_IN_AFTER_VERIFYING, 'info');
        navigate('/');
        return;
      }
      dispatch(userUpdated({ ...data.user, email_verified: true }));
      const merchant = data.merchant ?? session.merchant;
      dispatch(merchantUpdated(merchant && { ...merchant, email_verified: true }));
      if (data.user.role_id === 'merchant') {
        await continueMerchantOnboarding(actor, session.isDemo, navigate);
      } else {
        navigate('/dashboard');
      }
    } catch (caught) {
      setServerErrors(verifyEmailFieldErrors(asApiError(caught)));
    }
  };

  return (
    <PageFrame
      title="Email Verification"
      subtitle={
        session.user?.role_id === 'user'
          ? 'Confirm your email address to start collecting rewards.'
          : 'Step 1 of 3: verify your email address to activate your account.'
      }
      maxWidth="sm"
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <VerifyEmailForm
            knownEmail={knownEmail}
            onVerify={submit}
            serverErrors={serverErrors}
            onEdit={() => setServerErrors(undefined)}
          />
        </CardContent>
      </Card>
    </PageFrame>
  );
}
