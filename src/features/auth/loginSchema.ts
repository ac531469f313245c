import { object, string } from 'yup';

/** docs/product.md, "Login modal", with its literal messages. */
export const loginSchema = object({
  email: string().trim().required('Invalid email address').email('Invalid email address'),
  password: string().required('Password is required').min(1, 'Password is required'),
});

export const loginInitialValues = { email: '', password: '' };
