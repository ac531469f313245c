import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChangePasswordMutation } from '../../api/users';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { notify } from '../../lib/toast';
import { PASSWORD_RULE } from '../../lib/accountRules';
import {
  passwordChangeInitialValues,
  passwordChangeSchema,
  type PasswordChangeValues,
} from './passwordChangeSchema';

/** PUT /users/me/password. The server signs out every other session of the account. */
export function PasswordChangeCard({ email }: { email: string }) {
  const [changePassword, changing] = useChangePasswordMutation();
  const form = useFormik<PasswordChangeValues>({
    initialValues: passwordChangeInitialValues,
    validationSchema: passwordChangeSchema,
    onSubmit: async ({ current_password, new_password }, helpers) => {
      // A failure stays in `changing`: a wrong current password is the server's field error on
      // `current_password` (docs/api.md, "Users"); anything else shows above the button.
      if ((await changePassword({ current_password, new_password })).error) return;
      helpers.resetForm();
      void notify('Password changed', 'success');
    },
  });

  return (
    <Card component="section" aria-labelledby="password-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="password-title" variant="h6" component="h2">
          Password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          Changing it signs you out on your other devices.
        </Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <Stack spacing={2.5}>
            <PasswordField
              {...fieldProps(form, 'current_password', changing)}
              label="Current password"
              autoComplete="current-password"
              required
              fullWidth
            />
            <PasswordField
              {...fieldProps(form, 'new_password', changing, PASSWORD_RULE)}
              label="New password"
              autoComplete="new-password"
              required
              fullWidth
            />
            <PasswordField
              {...fieldProps(form, 'confirm_password', changing)}
              label="Confirm new password"
              autoComplete="new-password"
              required
              fullWidth
            />
            <FormAlert submission={changing} fields={Object.keys(form.values)} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Changing...' : 'Change password'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
