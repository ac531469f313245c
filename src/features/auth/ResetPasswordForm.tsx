import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { OtpInput } from '../../components/form/OtpInput';
import { PasswordField } from '../../components/form/PasswordField';
import { PASSWORD_RULE } from '../../lib/accountRules';
import { resetPasswordSchema, type ResetPasswordValues } from './resetPasswordSchema';

interface ResetPasswordFormProps {
  email: string;
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
  /** The reset's mutation result: field errors under their fields, the rest above the button. */
  submission?: Submission;
}

/** The emailed code and the new password, twice. */
export function ResetPasswordForm({ email, onSubmit, submission }: ResetPasswordFormProps) {
  const form = useFormik<ResetPasswordValues>({
    initialValues: { email, otp: '', new_password: '', confirm_password: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: (values) => onSubmit(resetPasswordSchema.cast(values)),
  });
  // The boxes are no TextField, but the code's message follows the same rules as any field's.
  const code = fieldProps(form, 'otp', submission);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <TextField
          {...fieldProps(form, 'email', submission)}
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
          error={code.error}
          helperText={code.helperText}
          autoFocus={Boolean(email)}
        />
        <PasswordField
          {...fieldProps(form, 'new_password', submission, PASSWORD_RULE)}
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(form, 'confirm_password', submission)}
          label="Confirm new password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormAlert submission={submission} fields={Object.keys(form.values)} />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Updating...' : 'Update password'}
        </Button>
      </Stack>
    </Box>
  );
}
