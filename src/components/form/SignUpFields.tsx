import type { FormikProps } from 'formik';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_RULE } from '../../lib/accountRules';
import { fieldProps } from './fieldProps';
import type { Submission } from './formErrors';
import { PasswordField } from './PasswordField';

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  username?: string;
}

/** The person fields of every sign-up form (customer and merchant), bound to its Formik form. */
export function SignUpFields<Values extends SignUpValues>({
  form,
  submission,
}: {
  form: FormikProps<Values>;
  /** The form's mutation result (`const [save, saving] = useSaveMutation()`). */
  submission?: Submission;
}) {
  // The fields only read and write the sign-up keys, which every Values has.
  const fields = form as unknown as FormikProps<SignUpValues>;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...fieldProps(fields, 'first_name', submission)}
          label="First name"
          autoComplete="given-name"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(fields, 'last_name', submission)}
          label="Last name"
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <TextField
        {...fieldProps(fields, 'email', submission)}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <PasswordField
        {...fieldProps(fields, 'password', submission, PASSWORD_RULE)}
        label="Password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(
          fields,
          'username',
          submission,
          'Optional. 3 to 30 letters, digits, dots or underscores.',
        )}
        label="Username"
        autoComplete="username"
        fullWidth
      />
    </>
  );
}
