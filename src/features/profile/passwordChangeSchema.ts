import { object, ref, string, type InferType } from 'yup';

/** api-contract.md "Auth": the server's password rule, said the way the form shows it. */
export const PASSWORD_RULE = '8 to 128 characters with a letter and a digit';

export const passwordChangeSchema = object({
  current_password: string().required('Current password is required'),
  new_password: string()
    .required('New password is required')
    .min(8, 'New password must be at least 8 characters')
    .max(128, 'New password must be at most 128 characters')
    .matches(/\p{L}/u, 'New password must contain a letter')
    .matches(/\p{Nd}/u, 'New password must contain a digit')
    .notOneOf([ref('current_password')], 'New password must differ from the current one'),
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
