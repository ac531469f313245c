import { string } from 'yup';

// The contract's account rules (docs/api.md, "Auth", "Users"), said the way forms show them, in
// one place for every form that asks for a name, an email, a username or a new password.

/** The server's password rule, as helper text. */
export const PASSWORD_RULE = '8 to 128 characters with a letter and a digit';

/** A new password, one message per broken part so people know what to fix. */
export const newPassword = (label = 'Password') =>
  string()
    .required(`${label} is required`)
    .min(8, `${label} must be at least 8 characters`)
    .max(128, `${label} must be at most 128 characters`)
    .matches(/\p{L}/u, `${label} must contain a letter`)
    .matches(/\p{Nd}/u, `${label} must contain a digit`);

export const username = () =>
  string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .matches(/^[A-Za-z0-9._]*$/, 'Username may only use letters, digits, dots and underscores');

export const personName = (label: 'First name' | 'Last name') =>
  string().trim().required(`${label} is required`).max(100, `${label} is too long`);

/** The fields every sign-up form asks for, as a Yup shape to spread into an object schema. */
export const signUpShape = () => ({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  email: string().trim().required('Email is required').email('Email must be a valid email address'),
  password: newPassword(),
  username: username(),
});

/** The two kinds of business a merchant can be, asked at sign-up and in the merchant request. */
export const BUSINESS_TYPES = [
  { value: 'individual', label: 'Individual', hint: 'A sole trader or freelancer' },
  { value: 'company', label: 'Company', hint: 'A registered business' },
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];
