import { mixed, object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import { addressShape, emptyAddress, phoneNumber, tooLong, website } from '../../lib/contactRules';
import type { BusinessType } from '../../lib/accountRules';

// The server's limits for each field (generated from its schemas), so the form cannot disagree.
const limits = bodyLimits['POST /merchant-requests'];

export const DESCRIPTION_MIN = limits.description.minLength;
export const DESCRIPTION_MAX = limits.description.maxLength;

export const merchantRequestSchema = object({
  business_name: string()
    .trim()
    .required('Business name is required')
    .max(limits.business_name.maxLength, tooLong('Business name', limits.business_name.maxLength)),
  business_type: mixed<BusinessType>()
    .oneOf(['individual', 'company'], 'Business type must be Individual or Company')
    .required('Business type is required'),
  category_id: string().required('Category is required'),
  store_name: string()
    .trim()
    .required('Store name is required')
    .max(limits.store_name.maxLength, tooLong('Store name', limits.store_name.maxLength)),
  description: string()
    .trim()
    .required('Description is required')
    .min(DESCRIPTION_MIN, `Description must be at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, tooLong('Description', DESCRIPTION_MAX)),
  phone: phoneNumber().required('Phone is required'),
  ...addressShape(limits),
  website: website(limits.website.maxLength),
});

export type MerchantRequestValues = InferType<typeof merchantRequestSchema>;

/** A blank request, its address in the browser's country (src/lib/countries.ts). */
export const merchantRequestInitialValues = (): MerchantRequestValues => ({
  business_name: '',
  business_type: 'individual',
  category_id: '',
  store_name: '',
  description: '',
  phone: '',
  ...emptyAddress(),
  website: '',
});
