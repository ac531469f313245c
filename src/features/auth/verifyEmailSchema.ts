import { object, string, type InferType } from 'yup';

export const CODE_LENGTH = 6;

export const emailSchema = string()
  .trim()
  .required('Email is required')
  .email('Email must be a valid email address');

export const verifyEmailSchema = object({
  email: emailSchema,
  otp: string()
    .required('Enter the 6-digit code from your email')
    .matches(/^\d{6}$/, 'Enter all 6 digits of the code from your email'),
});

export type VerifyEmailValues = InferType<typeof verifyEmailSchema>;
