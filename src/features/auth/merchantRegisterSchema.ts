import { mixed, object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import { signUpShape, type BusinessType } from '../../lib/accountRules';

// The server's limits for the sign-up fields (generated from its schema).
const registerLimits = bodyLimits['POST /auth/register'];

export const merchantRegisterSchema = object({
  business_name: string()
    .trim()
    .required('Business name is required')
    .max(
      registerLimits.business_name.maxLength,
      `Business name must be at most ${registerLimits.business_name.maxLength} characters`,
    ),
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
