import { object, type InferType } from 'yup';
import { signUpShape } from '../../lib/accountRules';

export const registerSchema = object(signUpShape());

export type RegisterValues = InferType<typeof registerSchema>;

export const registerInitialValues: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  username: '',
};
