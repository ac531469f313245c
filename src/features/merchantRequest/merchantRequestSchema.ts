import { mixed, object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import { COUNTRIES } from '../../lib/countries';
import type { BusinessType } from '../../lib/accountRules';

// The server's limits for each field (generated from its schemas), so the form cannot disagree.
const limits = bodyLimits['POST /merchant-requests'];

export const DEFAULT_COUNTRY = 'US';

export const DESCRIPTION_MIN = limits.description.minLength;
export const DESCRIPTION_MAX = limits.description.maxLength;

export const merchantRequestSchema = object({
  business_name: string()
    .trim()
    .required('Business name is required')
    .max(
      limits.business_name.maxLength,
      `Business name must be at most ${limits.business_name.maxLength} characters`,
    ),
  business_type: mixed<BusinessType>()
    .oneOf(['individual', 'company'], 'Business type must be Individual or Company')
    .required('Business type is required'),
  category_id: string().required('Category is required'),
  store_name: string()
    .trim()
    .required('Store name is required')
    .max(
      limits.store_name.maxLength,
      `Store name must be at most ${limits.store_name.maxLength} characters`,
    ),
  description: string()
    .trim()
    .required('Description is required')
    .min(DESCRIPTION_MIN, `Description must be at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  phone: string()
    .trim()
    .required('Phone is required')
    .test(
      'international',
      'Phone must be an international number with its country code, e.g. +14155550123',
      // The server's rule: E.164 once spaces, dashes, dots and parentheses are removed.
      (value = '') => /^\+[1-9]\d{6,14}$/.test(value.replace(/[\s().-]/g, '')),
    ),
  address_line: string()
    .trim()
    .required('Address line is required')
    .max(
      limits.address_line.maxLength,
      `Address line must be at most ${limits.address_line.maxLength} characters`,
    ),
  city: string()
    .trim()
    .required('City is required')
    .max(limits.city.maxLength, `City must be at most ${limits.city.maxLength} characters`),
  postal_code: string()
    .trim()
    .required('Postal code is required')
    .max(
      limits.postal_code.maxLength,
      `Postal code must be at most ${limits.postal_code.maxLength} characters`,
    ),
  country: string()
    .required('Country is required')
    .oneOf(
      COUNTRIES.map((country) => country.code),
      'Choose a country from the list',
    ),
  website: string()
    .trim()
    .max(limits.website.maxLength, `Website must be at most ${limits.website.maxLength} characters`)
    .matches(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, {
      message: 'Website must be a valid http(s) URL',
      excludeEmptyString: true,
    }),
});

export type MerchantRequestValues = InferType<typeof merchantRequestSchema>;

export const merchantRequestInitialValues: MerchantRequestValues = {
  business_name: '',
  business_type: 'individual',
  category_id: '',
  store_name: '',
  description: '',
  phone: '',
  address_line: '',
  city: '',
  postal_code: '',
  country: DEFAULT_COUNTRY,
  website: '',
};
