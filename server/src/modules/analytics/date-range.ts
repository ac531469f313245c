import { fieldError } from '../../http/app-error';
import type { SeriesBucket } from '../../repositories/analytics-repository';

/** docs/product.md, "Analytics": a report covers 1 to 400 days, 30 unless asked. */
export const MAX_RANGE_DAYS = 400;
export const DEFAULT_RANGE_DAYS = 30;
/** Dates outside these years are typing mistakes, and PostgreSQL's calendar ends them badly. */
const FIRST_DATE = '2000-01-01';
const LAST_DATE = '2999-12-31';

const DAY_MS = 86_400_000;

/**
 * What one row of the overview's series covers (docs/product.md, "Figures"): days up to a month,
 * weeks up to four months, months beyond, so a chart keeps a readable number of bars.
 */
export const seriesBucketFor = (days: number): SeriesBucket =>
  days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';

/** Calendar days as `YYYY-MM-DD`, in the merchant's time zone. */
export interface DateRange {
  from: string;
  to: string;
  days: number;
  bucket: SeriesBucket;
  /** The period of equal length just before `from` (the KPI deltas' base). */
  previousFrom: string;
  previousTo: string;
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOf(dayNumberValue: number): string {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** The calendar day `now` falls on in `timeZone` (an IANA name the settings accepted). */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The range a report asks for: `from` and `to` as sent (the schema checked their format), else
 * the last 30 days ending `today`. Each refusal names its field (docs/api.md, "Analytics").
 */
export function resolveRange(query: { from?: string; to?: string }, today: string): DateRange {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && (value < FIRST_DATE || value > LAST_DATE)) {
      throw fieldError(field, `${field} must be a date from ${FIRST_DATE} to ${LAST_DATE}.`);
    }
  }
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  if (from > to) throw fieldError('to', 'to must be on or after from.');
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days > MAX_RANGE_DAYS) {
    throw fieldError('from', `The range can be at most ${MAX_RANGE_DAYS} days.`);
  }
  return {
    from,
    to,
    days,
    bucket: seriesBucketFor(days),
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
  };
}
