/**
 * Countries that write the postal code after the city ("Oakland 94601", "London SW1A 1AA"); the
 * rest of the world, most of Europe and Latin America included, writes it first ("75001 Paris").
 * Only countries whose convention is certain are listed; any other gets the more common order.
 */
const POSTAL_CODE_AFTER_CITY: ReadonlySet<string> = new Set([
  'US', // and the territories that use US addresses:
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'CA',
  'AU',
  'NZ',
  'GB',
  'IE',
  'IN',
  'ZA',
  'SG',
  'KR',
  'BR',
  'ID',
]);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export interface PostalAddressParts {
  address_line: string;
  city: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

/** The country's name in English ("United States"), or its code when Intl does not know it. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The lines of an address as the post of its country writes them. */
export function postalAddressLines(address: PostalAddressParts): [string, string, string] {
  const { address_line, city, postal_code, country } = address;
  const locality = POSTAL_CODE_AFTER_CITY.has(country)
    ? `${city} ${postal_code}`
    : `${postal_code} ${city}`;
  return [address_line, locality.trim(), countryName(country)];
}
