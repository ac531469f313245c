import { isValidPhoneNumber } from 'libphonenumber-js';
import { string } from 'yup';
import { formatRules } from '../api/generated/limits';
import { COUNTRIES } from './countries';

// The contact and address rules of the store, branch and merchant request forms, in one place
// (docs/api.md, "Types for the SPA"): the limits and the words come from the server's schemas and
// formats through the generated limits file, and phone numbers are checked with libphonenumber-js,
// the library the server checks them with.

const max = (label: string, length: number) => `${label} must be at most ${length} characters`;

const HTTP_URL = new RegExp(formatRules['http-url'].pattern, 'i');

/** An international number with its country code, valid for that country; blank passes. */
export const phoneNumber = () =>
  string()
    .trim()
    .test(
      'phone',
      formatRules.phone.message,
      (value = '') => value === '' || (value.startsWith('+') && isValidPhoneNumber(value)),
    );

/** An `http://` or `https://` address of at most `maxLength` characters; blank passes. */
export const website = (maxLength: number) =>
  string()
    .trim()
    .max(maxLength, max('Website', maxLength))
    .test(
      'http-url',
      formatRules['http-url'].message,
      (value = '') => value === '' || HTTP_URL.test(value),
    );

interface AddressLimits {
  address_line: { maxLength: number };
  city: { maxLength: number };
  postal_code: { maxLength: number };
}

/** The address every store, branch and merchant request has, as a Yup shape to spread. */
export const addressShape = (limits: AddressLimits) => ({
  address_line: string()
    .trim()
    .required('Address line is required')
    .max(limits.address_line.maxLength, max('Address line', limits.address_line.maxLength)),
  city: string()
    .trim()
    .required('City is required')
    .max(limits.city.maxLength, max('City', limits.city.maxLength)),
  postal_code: string()
    .trim()
    .required('Postal code is required')
    .max(limits.postal_code.maxLength, max('Postal code', limits.postal_code.maxLength)),
  country: string()
    .required('Country is required')
    .oneOf(
      COUNTRIES.map((country) => country.code),
      'Choose a country from the list',
    ),
});
