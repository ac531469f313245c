import { isValid } from 'i18n-iso-countries/index';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { isAcceptablePassword } from './password-policy';

/** A UUID in its text form: 8-4-4-4-12 hexadecimal digits, any case. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
export const USERNAME_RULE_MESSAGE =
  'Username must be 3 to 30 characters: letters, digits, dots and underscores.';

/**
 * Formats our schemas use beyond ajv-formats' (`format: 'password'` also tells OpenAPI viewers to
 * mask the field). validation-messages.ts words their failures as whole sentences. Added to the
 * app's Ajv when it is created (`ajv.onCreate`), after ajv-formats.
 */
export const PHONE_RULE_MESSAGE =
  "Phone must be a number of the address's country, or an international one with its country code, e.g. +14155550123.";
export const COUNTRY_RULE_MESSAGE = 'Country must be a two-letter ISO code, e.g. US.';
export const HTTP_URL_RULE_MESSAGE =
  'Website must be a web address, e.g. example.com or https://example.com.';

export const TIME_ZONE_RULE_MESSAGE =
  'Time zone must be an IANA time zone name, e.g. Europe/Berlin or America/New_York.';

/**
 * An IANA zone name the runtime knows (`Intl` throws on an unknown one). Offsets such as "+05:00"
 * are refused: PostgreSQL reads them POSIX-style, with the sign reversed, and a fixed offset has no
 * daylight saving time anyway (docs/product.md, "Analytics").
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The canonical name `Intl` resolves an accepted zone to: "us/eastern" is "America/New_York". The
 * runtime also accepts old aliases PostgreSQL's zone database no longer has ("US/Pacific-New"), so
 * what is stored, and later given to PostgreSQL, is the canonical name.
 */
export function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
}

/**
 * What may be a phone number before its country is known: digits with spaces, dashes, dots and
 * parentheses, `+` and a country code optional. Whether it is a real number is a question for its
 * country (`phoneColumnOf` in address-fields.ts, which knows the body's or the record's country).
 */
export function looksLikePhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value.trim()) && (value.match(/\d/g) ?? []).length >= 4;
}

/**
 * A number libphonenumber-js finds valid (its length and leading digits): an international one
 * (`+` and its country code first) for that code's country, a national one ("912 345 678") for
 * `country`. The SPA's forms check it with the same library (docs/api.md, "Merchant requests").
 */
export function isPhoneNumber(value: string, country?: string): boolean {
  const text = value.trim();
  if (!text.startsWith('+') && !country) return false;
  return isValidPhoneNumber(text, country?.toUpperCase() as CountryCode | undefined);
}

/**
 * An `http://` or `https://` address with a dotted host, as one pattern the generated
 * `src/api/generated/limits.ts` publishes to the SPA's forms; the server also parses it.
 */
export const HTTP_URL_PATTERN = '^https?://[^\\s/?#]*\\.[^\\s/?#]+([/?#]\\S*)?$';

/**
 * A website as people write it, "cafesol.pt", with `https://` in front; an address that names its
 * scheme (any scheme, so "ftp://…" is still refused) is left as it is.
 */
export function withWebScheme(value: string): string {
  const text = value.trim();
  return !text || /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
}

/** An http(s) address with a dotted host and no user name in it ("mailto:a@b.com" is none). */
export function isHttpUrl(value: string): boolean {
  if (!new RegExp(HTTP_URL_PATTERN, 'i').test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function addCustomFormats(ajv: {
  addFormat(
    name: string,
    format: { type: 'string'; validate: (value: string) => boolean },
  ): unknown;
}): void {
  ajv.addFormat('password', { type: 'string', validate: isAcceptablePassword });
  ajv.addFormat('username', { type: 'string', validate: (value) => USERNAME_PATTERN.test(value) });
  ajv.addFormat('phone', { type: 'string', validate: looksLikePhoneNumber });
  ajv.addFormat('country-code', {
    type: 'string',
    // Assigned ISO 3166-1 codes only (the maintained list the SPA offers too), in either case.
    validate: (value) => /^[A-Za-z]{2}$/.test(value) && isValid(value.toUpperCase()),
  });
  ajv.addFormat('time-zone', { type: 'string', validate: isTimeZone });
  // Empty means "none" for optional addresses (a cleared form field); "cafesol.pt" is taken as
  // https://cafesol.pt, which is what is stored (address-fields.ts, `websiteColumnOf`).
  ajv.addFormat('http-url', {
    type: 'string',
    validate: (value) => !value || isHttpUrl(withWebScheme(value)),
  });
}
