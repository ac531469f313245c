import { mixed, object, string, type InferType } from 'yup';

/** api-contract.md "Auth": the server's password rule, said the way the form shows it. */
export const PASSWORD_RULE = '8 to 128 characters with a letter and a digit';

export const BUSINESS_TYPES = [
  { value: 'individual', label: 'Individual', hint: 'A sole trader or freelancer' },
  { value: 'company', label: 'Company', hint: 'A registered business' },
] as const;

type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

export const merchantRegisterSchema = object({
  business_name: string()
    .trim()
    .required('Business name is required')
    .max(120, 'Business name must be at most 120 characters'),
  business_type: mixed<BusinessType>()
    .oneOf(['individual', 'company'], 'Business type must be Individual or Company')
    .required('Business type is required'),
  first_name: string().trim().required('First name is required').max(100, 'First name is too long'),
  last_name: string().trim().required('Last name is required').max(100, 'Last name is too long'),
  email: string().trim().required('Email is required').email('Email must be a valid email address'),
  password: string()
    .required('Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters')
    .matches(/\p{L}/u, 'Password must contain a letter')
    .matches(/\p{Nd}/u, 'Password must contain a digit'),
  username: string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .matches(/^[A-Za-z0-9._]*$/, 'Username may only use letters, digits, dots and underscores'),
});

export type MerchantRegisterValues = InferType<typeof merchantRegisterSchema>;

export const merchantRegisterInitialValues: MerchantRegisterValues = {
  business_name: '',
  business_type: 'individual',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  username: '',
};
