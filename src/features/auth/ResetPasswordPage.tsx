import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useEmailFromState, withEmail } from '../../lib/emailInState';
import { useOpenLogin } from '../../lib/loginDialog';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { asApiError, type ApiError } from '../../api/apiError';
import { useResetPasswordMutation } from '../../api/auth';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageFrame } from '../../components/PageFrame';
import { notify } from '../../lib/toast';
import { loggedOut, selectIsSignedIn } from '../session/sessionSlice';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { ResetPasswordValues } from './resetPasswordSchema';
import { UNREACHABLE_MESSAGE } from './serverUnreachable';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated. Please sign in.';
export const DEAD_RESET_CODE_MESSAGE =
  'Too many wrong codes: this code no longer works. Send yourself a new code.';

/** Field errors of a failed reset: anything about the code (wrong, expired, dead) goes under it. */
function resetFieldErrors(error: ApiError): Record<string, string[]> | undefined {
  if (error.errors) return error.errors;
  if (error.status === 429) return { otp: [DEAD_RESET_CODE_MESSAGE] };
  if (error.status === 400 || error.status === 410) return { otp: [error.message] };
  return undefined;
}

/** /reset-password: the emailed code and a new password; then signing in again. */
export function ResetPasswordPage() {
  const email = useEmailFromState();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [resetPassword] = useResetPasswordMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [formError, setFormError] = useState<string>();

  const submit = async ({ email: address, otp, new_password }: ResetPasswordValues) => {
    setServerErrors(undefined);
    setFormError(undefined);
    try {
      await resetPassword({ email: address, otp, new_password }).unwrap();
      // The server revoked every session of the account, this browser's included.
      if (isSignedIn) dispatch(loggedOut());
      void notify(PASSWORD_UPDATED_MESSAGE, 'success');
      // Straight to signing in with the new password, rather than a signed-out home page.
      navigate('/');
      openLogin();
    } catch (caught) {
      const error = asApiError(caught);
      setServerErrors(resetFieldErrors(error));
      if (error.status === 'DEMO_MODE') setFormError(UNREACHABLE_MESSAGE);
    }
  };

  return (
    <PageFrame
      title="Choose a new password"
      subtitle={
        email
          ? `Enter the 6-digit code we sent to ${email} and your new password.`
          : 'Enter your email, the 6-digit code we sent you and your new password.'
      }
      maxWidth="sm"
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <ResetPasswordForm
            email={email}
            onSubmit={submit}
            serverErrors={serverErrors}
            formError={formError}
          />
        </CardContent>
      </Card>
      <Stack direction="row" spacing={3} sx={{ mt: 3, justifyContent: 'center' }}>
        <Link
          component={RouterLink}
          to="/forgot-password"
          {...(email ? withEmail(email) : {})}
          variant="body2"
        >
          Send a new code
        </Link>
        <Link component={RouterLink} to="/" variant="body2">
          Back to sign in
        </Link>
      </Stack>
    </PageFrame>
  );
}
