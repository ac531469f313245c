import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { SignUpFields } from '../../components/form/SignUpFields';
import { registerInitialValues, registerSchema, type RegisterValues } from './registerSchema';

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** The sign-up's mutation result: its field errors land on the fields, the rest above the button. */
  submission?: Submission;
}

/** The customer sign-up fields; the page decides what happens with them. */
export function RegisterForm({ onSubmit, submission }: RegisterFormProps) {
  const form = useFormik<RegisterValues>({
    initialValues: registerInitialValues,
    validationSchema: registerSchema,
    onSubmit: (values) => onSubmit(registerSchema.cast(values)),
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <SignUpFields form={form} submission={submission} />
        <FormAlert submission={submission} fields={Object.keys(form.values)} />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating your account...' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}
