import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForgotPasswordMutation } from '../../api/auth';
import { asApiError } from '../../api/client/apiError';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { PageFrame } from '../../components/PageFrame';
import { useEmailFromState, withEmail } from '../../lib/emailInState';
import { notify } from '../../lib/toast';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgotPasswordSchema';
import { paths } from '../../shared/paths';
import { useSecondsUntil } from './verifyEmailCountdown';

/** The same words whether or not the account exists, so the page reveals nothing about who has one. */
export const CODE_SENT_MESSAGE = 'If an account exists for that email, we sent a code';

/** /forgot-password: asks for the email, sends a reset code, then opens the reset form. */
export function ForgotPasswordPage() {
  const emailGiven = useEmailFromState();
  const navigate = useNavigate();
  const [sendCode, sending] = useForgotPasswordMutation();
  // docs/api.md, "Auth": one request a minute per email; the server's 429 says when the next may go.
  const [heldUntil, setHeldUntil] = useState(0);
  const form = useFormik<ForgotPasswordValues>({
    initialValues: { email: emailGiven },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      const { email } = forgotPasswordSchema.cast(values);
      // A failure stays in `sending`: under the field, or in the alert above the button.
      const { error } = await sendCode({ email });
      if (error) {
        const refused = asApiError(error);
        if (refused.status === 429 && refused.retryAfterSeconds) {
          setHeldUntil(Date.now() + refused.retryAfterSeconds * 1000);
        }
        return;
      }
      void notify(CODE_SENT_MESSAGE, 'info');
      navigate(paths.resetPassword(), withEmail(email));
    },
  });

  return (
    <PageFrame
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a 6-digit code to reset it."
      maxWidth="sm"
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box component="form" noValidate onSubmit={form.handleSubmit}>
            <Stack spacing={2.5}>
              <TextField
                {...fieldProps(form, 'email', sending)}
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
                required
                fullWidth
              />
              <FormAlert submission={sending} fields={Object.keys(form.values)} />
              <SendCodeButton key={heldUntil} heldUntil={heldUntil} busy={form.isSubmitting} />
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={3} sx={{ mt: 3, justifyContent: 'center' }}>
        <Link
          component={RouterLink}
          to={paths.resetPassword()}
          {...(form.values.email ? withEmail(form.values.email.trim()) : {})}
          variant="body2"
        >
          I already have a code
        </Link>
        <Link component={RouterLink} to={paths.home()} variant="body2">
          Back to sign in
        </Link>
      </Stack>
    </PageFrame>
  );
}

/** "Send code", counting down while the server holds the next one back. */
function SendCodeButton({ heldUntil, busy }: { heldUntil: number; busy: boolean }) {
  const remaining = useSecondsUntil(heldUntil);
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || remaining > 0}>
      {remaining > 0 ? `Send code in ${remaining} s` : busy ? 'Sending...' : 'Send code'}
    </Button>
  );
}
