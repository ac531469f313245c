import { object, string, type InferType } from 'yup';

/** api-contract.md "Auth": the server's password rule, said the way the form shows it. */
export const PASSWORD_RULE = '8 to 128 characters with a letter and a digit';

/** The contract's password rule, one message per broken part so people know what to fix. */
export const newPassword = (label = 'Password') =>
  string()
    .required(`${label} is required`)
    .min(8, `${label} must be at least 8 characters`)
    .max(128, `${label} must be at most 128 characters`)
    .matches(/\p{L}/u, `${label} must contain a letter`)
    .matches(/\p{Nd}/u, `${label} must contain a digit`);

export const registerSchema = object({
  first_name: string().trim().required('First name is required').max(100, 'First name is too long'),
  last_name: string().trim().required('Last name is required').max(100, 'Last name is too long'),
  email: string().trim().required('Email is required').email('Email must be a valid email address'),
  password: newPassword(),
  username: string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .matches(/^[A-Za-z0-9._]*$/, 'Username may only use letters, digits, dots and underscores'),
});

export type RegisterValues = InferType<typeof registerSchema>;

export const registerInitialValues: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  username: '',
};
