import { getAlpha2Codes } from 'i18n-iso-countries/index';

// Every country of ISO 3166-1 (the maintained list of i18n-iso-countries, the same one the server
// validates with), named in English by the browser's own Intl data, sorted by name
// (docs/product.md, "Merchant onboarding").
const names = new Intl.DisplayNames(['en'], { type: 'region' });

export interface Country {
  code: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = Object.keys(getAlpha2Codes())
  .map((code) => ({ code, name: names.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
