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

const KNOWN = new Set(COUNTRIES.map((country) => country.code));

/** The region a language tag names ("pt-PT" → "PT"), or the one `Intl` finds likely ("de" → "DE"). */
function regionOf(tag: string, likely: boolean): string | undefined {
  try {
    const locale = new Intl.Locale(tag);
    return (likely ? locale.maximize() : locale).region;
  } catch {
    return undefined;
  }
}

/**
 * The country a new address starts in: the first region the browser's languages name
 * (`navigator.languages`, "pt-PT" → Portugal), else the likely region of the first language,
 * else the United States (docs/product.md, "Merchant onboarding"). A Lisbon bakery whose browser
 * says pt-PT starts in Portugal, not the United States.
 */
export function defaultCountry(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): string {
  const named = languages
    .map((tag) => regionOf(tag, false))
    .find((region) => KNOWN.has(region ?? ''));
  const likely = languages[0] ? regionOf(languages[0], true) : undefined;
  return named ?? (likely && KNOWN.has(likely) ? likely : 'US');
}
