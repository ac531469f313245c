// Dates, numbers and money as the person reading them writes them (docs/product.md, "Dates,
// numbers and money"): one policy, here. Every screen formats through these functions, with the
// browser's languages in order (`navigator.languages`), never a hard-coded 'en-US' and never
// `toLocaleDateString()` without locales (which follows the browser's UI language, not the
// person's preference). Dates use the locale's medium style: "Nov 27, 2026" for en-US,
// "27 Nov 2026" for en-GB, "27/11/2026" for pt-PT, each as its reader writes it.

/** The viewer's languages, preferred first; `Intl` picks the first it supports. */
export function viewerLocales(): string[] {
  if (typeof navigator === 'undefined') return ['en'];
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  // A malformed tag would make every formatter throw; it is skipped.
  const valid = languages.filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length > 0;
    } catch {
      return false;
    }
  });
  return valid.length ? [...valid, 'en'] : ['en'];
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** "Nov 27, 2026", "27/11/2026": a day, in the viewer's medium style. */
export function formatDate(value: string | number | Date): string {
  return new Intl.DateTimeFormat(viewerLocales(), { dateStyle: 'medium' }).format(toDate(value));
}

/** A date, or a dash where there is none (a request not reviewed yet). */
export function formatOptionalDate(value: string | null | undefined): string {
  return value ? formatDate(value) : '—';
}

/** "27 Nov 2026, 14:05": a moment, to the minute. */
export function formatDateTime(value: string | number | Date): string {
  return new Intl.DateTimeFormat(viewerLocales(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(toDate(value));
}

/** Any other date shape (a chart's "Nov 2026", a day's "27 Nov"), in the viewer's words. */
export function formatDateWith(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(viewerLocales(), options).format(toDate(value));
}

/** "1,234" or "1 234" or "1.234": a count. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(viewerLocales(), options).format(value);
}

/**
 * An amount of `currency` in cents, in the viewer's words: "$29", "29 €" (pt-PT, EUR), "€29.50".
 * Whole amounts without decimals, like the plan cards.
 */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(viewerLocales(), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** Card networks as their owners write them; the payment provider sends them lower-cased. */
const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  american_express: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  cartes_bancaires: 'Cartes Bancaires',
};

/** "visa" → "Visa", "mastercard" → "Mastercard"; an unknown brand as a label. */
export function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? displayLabel(brand);
}

/** A code of the API as a label a person reads: "pending" → "Pending", "past_due" → "Past due". */
export function displayLabel(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
