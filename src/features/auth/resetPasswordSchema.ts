import { object, ref, string, type InferType } from 'yup';
import { newPassword } from '../../lib/accountRules';

export const resetPasswordSchema = object({
  email: string().trim().required('Email is required').email('Email must be a valid email address'),
  otp: string()
    .required('Enter the 6-digit code from your email')
    .matches(/^\d{6}$/, 'Enter all 6 digits of the code from your email'),
  new_password: newPassword('New password'),
  confirm_password: string()
    .required('Confirm your new password')
    .oneOf([ref('new_password')], 'The passwords do not match'),
});

export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
