import { mixed, object, string, type InferType } from 'yup';
import { signUpShape } from '../../lib/accountRules';

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
  ...signUpShape(),
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
