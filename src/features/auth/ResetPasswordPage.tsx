import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useEmailFromState, withEmail } from '../../lib/emailInState';
import { useOpenLogin } from '../../lib/loginDialog';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useResetPasswordMutation } from '../../api/auth';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { PageFrame } from '../../components/PageFrame';
import { notify } from '../../lib/toast';
import { loggedOut, selectIsSignedIn } from '../../session/sessionSlice';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { ResetPasswordValues } from './resetPasswordSchema';
import { paths } from '../../shared/paths';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated. Please sign in.';

/** /reset-password: the emailed code and a new password; then signing in again. */
export function ResetPasswordPage() {
  const email = useEmailFromState();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [resetPassword, resetting] = useResetPasswordMutation();

  const submit = async ({ email: address, otp, new_password }: ResetPasswordValues) => {
    // A failure stays in `resetting`: a wrong or dead code comes back as the server's field
    // error on `otp` (docs/api.md, "Auth"), anything else shows above the button.
    if ((await resetPassword({ email: address, otp, new_password })).error) return;
    // The server revoked every session of the account, this browser's included.
    if (isSignedIn) dispatch(loggedOut());
    void notify(PASSWORD_UPDATED_MESSAGE, 'success');
    // Straight to signing in with the new password, rather than a signed-out home page.
    navigate(paths.home());
    openLogin(undefined, address);
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
          <ResetPasswordForm email={email} onSubmit={submit} submission={resetting} />
        </CardContent>
      </Card>
      <Stack direction="row" spacing={3} sx={{ mt: 3, justifyContent: 'center' }}>
        <Link
          component={RouterLink}
          to={paths.forgotPassword()}
          {...(email ? withEmail(email) : {})}
          variant="body2"
        >
          Send a new code
        </Link>
        <Link component={RouterLink} to={paths.home()} variant="body2">
          Back to sign in
        </Link>
      </Stack>
    </PageFrame>
  );
}
