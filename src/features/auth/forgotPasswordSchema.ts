import { object, string, type InferType } from 'yup';

export const forgotPasswordSchema = object({
  email: string().trim().required('Email is required').email('Email must be a valid email address'),
});

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
