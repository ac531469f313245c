import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SignUpFields } from '../../components/form/SignUpFields';
import { registerInitialValues, registerSchema, type RegisterValues } from './registerSchema';

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
        <SignUpFields form={form} serverErrors={serverErrors} />
        {formError && <Alert severity="warning">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating your account...' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}
