import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldProps } from '../../components/form/fieldProps';
import { OtpInput } from '../../components/form/OtpInput';
import { ResendCodeButton } from './ResendCodeButton';
import {
  CODE_LENGTH,
  emailSchema,
  verifyEmailSchema,
  type VerifyEmailValues,
} from './verifyEmailSchema';

interface VerifyEmailFormProps {
  /** The address the code went to, when the session or the link says; otherwise the form asks. */
  knownEmail?: string;
  onVerify: (values: VerifyEmailValues) => Promise<void>;
  serverErrors?: Record<string, string[]>;
  /** The person changed the code or asked for a new one: old server messages no longer apply. */
  onEdit: () => void;
}

/** The six-digit code (sent automatically once complete) and the resend button. */
export function VerifyEmailForm({
  knownEmail,
  onVerify,
  serverErrors,
  onEdit,
}: VerifyEmailFormProps) {
  const form = useFormik<VerifyEmailValues>({
    initialValues: { email: knownEmail ?? '', otp: '' },
    validationSchema: verifyEmailSchema,
    onSubmit: (values) => onVerify(verifyEmailSchema.cast(values)),
  });
  const codeError = (form.touched.otp && form.errors.otp) || serverErrors?.otp?.[0];
  const emailIsValid = emailSchema.isValidSync(form.values.email);

  const changeCode = (otp: string) => {
    onEdit();
    void form.setFieldValue('otp', otp);
  };
  const submitComplete = (otp: string) => {
    if (form.isSubmitting) return;
    void form.setFieldValue('otp', otp, false).then(() => form.submitForm());
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={3}>
        {knownEmail ? (
          <Typography>
            We sent a {CODE_LENGTH}-digit code to <strong>{knownEmail}</strong>. It works for 10
            minutes.
          </Typography>
        ) : (
          <TextField
            {...fieldProps(form, 'email', serverErrors, 'The email you registered with')}
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
        )}
        <OtpInput
          value={form.values.otp}
          onChange={changeCode}
          onComplete={submitComplete}
          length={CODE_LENGTH}
          error={Boolean(codeError)}
          helperText={codeError}
          // Not disabled while checking: a disabled box drops focus, and a wrong code is fixed in place.
          autoFocus={Boolean(knownEmail)}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
        <ResendCodeButton
          email={emailIsValid ? form.values.email.trim() : ''}
          codeJustSent={Boolean(knownEmail)}
          onSent={() => {
            onEdit();
            void form.setFieldValue('otp', '', false);
          }}
        />
      </Stack>
    </Box>
  );
}
