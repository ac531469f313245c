import { Type } from '@sinclair/typebox';
import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { InvalidInputError } from './domain-errors';
import { isPhoneNumber, PHONE_RULE_MESSAGE, withWebScheme } from './formats';

// The address every store, branch and merchant request has, and the contacts beside it: their
// body fields once, and how a body's values become columns once. docs/api.md, "Merchant requests":
// why each address limit is what it is.

/** A text field that must hold something, of at most `maxLength` characters. */
export const FilledText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** The address fields of a store's, a branch's or a merchant request's body. */
export const addressFields = {
  address_line: FilledText(120),
  city: FilledText(85),
  postal_code: FilledText(12),
  country: Type.String({ format: 'country-code', examples: ['US'] }),
};

/** `value` without its surrounding spaces; refused, naming the field, when nothing is left. */
export function filledText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw new InvalidInputError(field, `${field.replace(/_/g, ' ')} must not be empty`);
  return text;
}

/** An optional contact (phone, email, website): trimmed, blank is none; left out stays out. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value?.trim() || null;
}

/**
 * A phone number as it is stored: checked against `country` (the body's, else the record's) and
 * written internationally, "912 345 678" in Portugal becoming "+351 912 345 678", so a number read
 * later needs no country beside it. Blank is none; left out stays out.
 */
export function phoneColumnOf(
  value: string | null | undefined,
  country: string,
  field = 'phone',
): string | null | undefined {
  const text = optionalText(value);
  if (!text) return text;
  if (!isPhoneNumber(text, country)) throw new InvalidInputError(field, PHONE_RULE_MESSAGE);
  return parsePhoneNumberWithError(
    text,
    country.toUpperCase() as CountryCode,
  ).formatInternational();
}

/** A website as it is stored: "cafesol.pt" becomes "https://cafesol.pt"; blank is none. */
export function websiteColumnOf(value: string | null | undefined): string | null | undefined {
  const text = optionalText(value);
  return text ? withWebScheme(text) : text;
}

interface AddressBody {
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
}

interface AddressColumns {
  addressLine: string;
  city: string;
  postalCode: string;
  country: string;
}

/** The address columns a body sets, trimmed and checked; a field it leaves out stays undefined. */
export function addressColumnsOf(body: AddressBody): AddressColumns;
export function addressColumnsOf(body: Partial<AddressBody>): Partial<AddressColumns>;
export function addressColumnsOf(body: Partial<AddressBody>): Partial<AddressColumns> {
  const text = (value: string | undefined, field: string) =>
    value === undefined ? undefined : filledText(value, field);
  return {
    addressLine: text(body.address_line, 'address_line'),
    city: text(body.city, 'city'),
    postalCode: text(body.postal_code, 'postal_code'),
    country: body.country?.toUpperCase(),
  };
}
