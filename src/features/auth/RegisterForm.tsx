import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/form/fieldProps';
import { PasswordField } from '../../components/form/PasswordField';
import {
  PASSWORD_RULE,
  registerInitialValues,
  registerSchema,
  type RegisterValues,
} from './registerSchema';

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<void>;
  serverErrors?: Record<string, string[]>;
  formError?: string;
}

/** The customer sign-up fields; the page decides what happens with them. */
export function RegisterForm({ onSubmit, serverErrors, formError }: RegisterFormProps) {
  const form = useFormik<RegisterValues>({
    initialValues: registerInitialValues,
    validationSchema: registerSchema,
    onSubmit: (values) => onSubmit(registerSchema.cast(values)),
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...fieldProps(form, 'first_name', serverErrors)}
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
          />
          <TextField
            {...fieldProps(form, 'last_name', serverErrors)}
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <TextField
          {...fieldProps(form, 'email', serverErrors)}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(form, 'password', serverErrors, PASSWORD_RULE)}
          label="Password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(
            form,
            'username',
            serverErrors,
            'Optional. 3 to 30 letters, digits, dots or underscores.',
          )}
          label="Username"
          autoComplete="username"
          fullWidth
        />
        {formError && <Alert severity="warning">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating your account...' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}
