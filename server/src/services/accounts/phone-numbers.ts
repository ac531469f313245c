import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A typed phone number in E.164 (`+351912345678`), or null when libphonenumber-js finds it no valid
 * number. `country` (ISO 3166 alpha-2) reads a number typed without its country code the way that
 * country writes it, "912 345 678" in Portugal; a number with its `+` code reads the same anywhere.
 * Stored and compared in this form only, so the counter's lookup is an exact match
 * (docs/product.md, "Finding a customer").
 */
export function toE164(typed: string, country?: string): string | null {
  // An unknown country reads like none: only numbers with their `+` code parse.
  const parsed = parsePhoneNumberFromString(typed, country?.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
