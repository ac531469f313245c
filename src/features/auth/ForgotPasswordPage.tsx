import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { asApiError } from '../../api/apiError';
import { useForgotPasswordMutation } from '../../api/auth';
import { fieldProps } from '../../components/form/fieldProps';
import { PageFrame } from '../../components/PageFrame';
import { useEmailFromState, withEmail } from '../../lib/emailInState';
import { notify } from '../../lib/toast';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgotPasswordSchema';
import { UNREACHABLE_MESSAGE } from './serverUnreachable';

/** The same words whether or not the account exists, so the page reveals nothing about who has one. */
export const CODE_SENT_MESSAGE = 'If an account exists for that email, we sent a code';

export const RESET_PASSWORD_PATH = '/reset-password';

/** /forgot-password: asks for the email, sends a reset code, then opens the reset form. */
export function ForgotPasswordPage() {
  const emailGiven = useEmailFromState();
  const navigate = useNavigate();
  const [sendCode] = useForgotPasswordMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [formError, setFormError] = useState<string>();
  const form = useFormik<ForgotPasswordValues>({
    initialValues: { email: emailGiven },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      const { email } = forgotPasswordSchema.cast(values);
      setServerErrors(undefined);
      setFormError(undefined);
      try {
        await sendCode({ email }).unwrap();
        void notify(CODE_SENT_MESSAGE, 'info');
        navigate(RESET_PASSWORD_PATH, withEmail(email));
      } catch (caught) {
        const error = asApiError(caught);
        setServerErrors(error.errors);
        if (error.status === 'DEMO_MODE') setFormError(UNREACHABLE_MESSAGE);
      }
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
                {...fieldProps(form, 'email', serverErrors)}
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
                required
                fullWidth
              />
              {formError && <Alert severity="warning">{formError}</Alert>}
              <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Sending...' : 'Send code'}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={3} sx={{ mt: 3, justifyContent: 'center' }}>
        <Link component={RouterLink} to="/reset-password" variant="body2">
          I already have a code
        </Link>
        <Link component={RouterLink} to="/" variant="body2">
          Back to sign in
        </Link>
      </Stack>
    </PageFrame>
  );
}
