// Dates and numbers of the customer pages in the viewer's own locale (docs/product.md, "Customers").
// `undefined` as the locale: the browser's, so a Lisbon merchant reads "27/11/2026".

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const countFormat = new Intl.NumberFormat();

/** A day from an API timestamp; a dash for a customer never seen (every visit undone). */
export const formatDay = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

/** A moment of the history: its day and time. */
export const formatMoment = (iso: string) => dateTimeFormat.format(new Date(iso));

export const formatCount = (count: number) => countFormat.format(count);

const plurals = new Intl.PluralRules('en');

/** "1 visit", "1,204 visits": a count with its noun (the app's words are English). */
export const countOf = (count: number, one: string, other = `${one}s`) =>
  `${formatCount(count)} ${plurals.select(count) === 'one' ? one : other}`;
