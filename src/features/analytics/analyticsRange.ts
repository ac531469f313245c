/**
 * The date ranges the merchant's dashboard offers (docs/product.md, "The merchant's dashboard"):
 * four presets that end today, or any from/to. Dates are `YYYY-MM-DD` on the merchant's own
 * clock (the browser's), as the analytics routes take them.
 */

import { formatDateWith } from '../../lib/viewerFormat';

export const PRESETS = [
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: '90d', label: '90 days' },
  { id: '12m', label: '12 months' },
] as const;

export type PresetId = (typeof PRESETS)[number]['id'];

export const DEFAULT_PRESET: PresetId = '30d';

export const isPreset = (value: string | null): value is PresetId =>
  PRESETS.some((preset) => preset.id === value);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day. */
export const isIsoDate = (value: string | null): value is string =>
  value !== null && DATE.test(value) && toIsoDate(parseIsoDate(value)) === value;

/** A local date as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a local date at midnight. */
export function parseIsoDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The days a preset covers, today included: 7 days is today and the 6 before; 12 months starts
 * the day after the same date a year ago.
 */
export function presetRange(preset: PresetId, today: Date): { from: string; to: string } {
  const to = toIsoDate(today);
  if (preset === '12m') {
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
    return { from: toIsoDate(addDays(yearAgo, 1)), to };
  }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: toIsoDate(addDays(today, -(days - 1))), to };
}

/** "3 Nov 2026" for a `YYYY-MM-DD`, as the viewer's locale writes it. */
export const formatDay = (value: string) =>
  formatDateWith(parseIsoDate(value), { day: 'numeric', month: 'short', year: 'numeric' });

/** docs/product.md, "Analytics": a range covers at most 400 days, in the years 2000 to 2999. */
export const MAX_RANGE_DAYS = 400;

/** A custom range's date field, named as its label is. */
export type RangeField = 'from' | 'to';

/** Why a custom range cannot be shown, and the field to mend: the server's refusals, said first. */
export interface RangeProblem {
  field: RangeField;
  message: string;
}

const dayCount = (from: string, to: string) =>
  Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000) + 1;

/**
 * What is wrong with `from`..`to` (real days), or null. `edited` is the field the person just
 * changed: a reversed range is said on it, in its own words.
 */
export function rangeProblem(
  from: string,
  to: string,
  edited: RangeField = 'to',
): RangeProblem | null {
  if (from < '2000-01-01') return { field: 'from', message: 'From must be in 2000 or later.' };
  if (to > '2999-12-31') return { field: 'to', message: 'To must be in 2999 or earlier.' };
  if (from > to) {
    return edited === 'from'
      ? { field: 'from', message: 'From must be on or before To.' }
      : { field: 'to', message: 'To must be on or after From.' };
  }
  if (dayCount(from, to) > MAX_RANGE_DAYS) {
    return { field: edited, message: `The range can be at most ${MAX_RANGE_DAYS} days.` };
  }
  return null;
}
