import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { string } from 'yup';
import { formatRules } from '../api/generated/limits';
import { COUNTRIES, defaultCountry } from './countries';

// The contact and address rules of the store, branch and merchant request forms, in one place
// (docs/api.md, "Types for the SPA"): the limits and the words come from the server's schemas and
// formats through the generated limits file, and phone numbers are checked with libphonenumber-js,
// the library the server checks them with. The fields that show them are
// src/components/form/AddressContactFields.tsx.

/** The message of a text past its server's limit, as every store, branch and request field says it. */
export const tooLong = (label: string, length: number) =>
  `${label} must be at most ${length} characters`;

const HTTP_URL = new RegExp(formatRules['http-url'].pattern, 'i');

/**
 * A number valid for the form's country ("912 345 678" with Portugal chosen), or an international
 * one valid for its country code ("+351 912 345 678"); blank passes. The server checks it the same
 * way against the same country and stores it internationally.
 */
export const phoneNumber = (message: string = formatRules.phone.message) =>
  string()
    .trim()
    .test('phone', message, function (value = '') {
      if (value === '') return true;
      const country = (this.parent as { country?: string } | undefined)?.country;
      if (!value.startsWith('+') && !country) return false;
      return isValidPhoneNumber(value, country as CountryCode | undefined);
    });

/**
 * A website as people write it, "cafesol.pt", with `https://` in front; one that names its scheme
 * is left as it is (so "ftp://…" is still refused). The server does the same before it stores one.
 */
export function withWebScheme(value: string): string {
  const text = value.trim();
  return !text || /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
}

/** An email address of at most `maxLength` characters; blank passes. */
export const emailAddress = (maxLength: number) =>
  string()
    .trim()
    .email('Email must be a valid email address')
    .max(maxLength, tooLong('Email', maxLength));

/**
 * An `http://` or `https://` address of at most `maxLength` characters, "cafesol.pt" taken as
 * https://cafesol.pt; blank passes.
 */
export const website = (maxLength: number) =>
  string()
    .trim()
    .max(maxLength, tooLong('Website', maxLength))
    .transform((value: string | undefined) => (value ? withWebScheme(value) : value))
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
    .max(limits.address_line.maxLength, tooLong('Address line', limits.address_line.maxLength)),
  city: string()
    .trim()
    .required('City is required')
    .max(limits.city.maxLength, tooLong('City', limits.city.maxLength)),
  postal_code: string()
    .trim()
    .required('Postal code is required')
    .max(limits.postal_code.maxLength, tooLong('Postal code', limits.postal_code.maxLength)),
  country: string()
    .required('Country is required')
    .oneOf(
      COUNTRIES.map((country) => country.code),
      'Choose a country from the list',
    ),
});

export interface Address {
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
}

/**
 * The address a new store or merchant request starts from: blank, in the country of the browser's
 * languages (src/lib/countries.ts, `defaultCountry`).
 */
export const emptyAddress = (): Address => ({
  address_line: '',
  city: '',
  postal_code: '',
  country: defaultCountry(),
});

/** The address of a record (a store's, a branch's), as a form holds it. */
export const addressOf = ({ address_line, city, postal_code, country }: Address): Address => ({
  address_line,
  city,
  postal_code,
  country,
});

/** An optional contact (phone, email, website) as the server takes it: blank is sent as null. */
export const blankAsNull = (value: string | undefined): string | null => value?.trim() || null;
