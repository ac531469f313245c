import { object, ref, string, type InferType } from 'yup';
import { newPassword } from '../../lib/accountRules';

export const passwordChangeSchema = object({
  current_password: string().required('Current password is required'),
  new_password: newPassword('New password').notOneOf(
    [ref('current_password')],
    'New password must differ from the current one',
  ),
  confirm_password: string()
    .required('Confirm your new password')
    .oneOf([ref('new_password')], 'The passwords do not match'),
});

export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;

export const passwordChangeInitialValues: PasswordChangeValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
