import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/form/fieldProps';
import { OtpInput } from '../../components/form/OtpInput';
import { PasswordField } from '../../components/form/PasswordField';
import { PASSWORD_RULE } from '../../lib/accountRules';
import { resetPasswordSchema, type ResetPasswordValues } from './resetPasswordSchema';

interface ResetPasswordFormProps {
  email: string;
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
  serverErrors?: Record<string, string[]>;
  formError?: string;
}

/** The emailed code and the new password, twice. */
export function ResetPasswordForm({
  email,
  onSubmit,
  serverErrors,
  formError,
}: ResetPasswordFormProps) {
  const form = useFormik<ResetPasswordValues>({
    initialValues: { email, otp: '', new_password: '', confirm_password: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: (values) => onSubmit(resetPasswordSchema.cast(values)),
  });
  const codeError = (form.touched.otp && form.errors.otp) || serverErrors?.otp?.[0];

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <TextField
          {...fieldProps(form, 'email', serverErrors)}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <OtpInput
          value={form.values.otp}
          onChange={(otp) => void form.setFieldValue('otp', otp)}
          label="Code from the email"
          error={Boolean(codeError)}
          helperText={codeError}
          autoFocus={Boolean(email)}
        />
        <PasswordField
          {...fieldProps(form, 'new_password', serverErrors, PASSWORD_RULE)}
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(form, 'confirm_password', serverErrors)}
          label="Confirm new password"
          autoComplete="new-password"
          required
          fullWidth
        />
        {formError && <Alert severity="warning">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Updating...' : 'Update password'}
        </Button>
      </Stack>
    </Box>
  );
}
