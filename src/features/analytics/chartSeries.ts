import type { AnalyticsDay, AnalyticsTotals } from '../../api/analytics';
import { parseIsoDate, toIsoDate } from './analyticsRange';

/** A bar or a point of a chart: the days it stands for, summed. */
export interface ChartBucket extends AnalyticsTotals {
  /** The first day of the bucket, `YYYY-MM-DD`. */
  start: string;
  label: string;
}

export type BucketSize = 'day' | 'week' | 'month';

/** Days up to a month, weeks up to 4 months, months beyond: a readable number of bars. */
export const bucketSizeFor = (days: number): BucketSize =>
  days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';

const KEYS: (keyof AnalyticsTotals)[] = [
  'scans',
  'stamps',
  'redemptions',
  'new_customers',
  'returning_customers',
];

function startOf(date: string, size: BucketSize): string {
  if (size === 'day') return date;
  const day = parseIsoDate(date);
  if (size === 'month') return toIsoDate(new Date(day.getFullYear(), day.getMonth(), 1));
  // Weeks start on Monday, as the busiest hours do.
  const back = (day.getDay() + 6) % 7;
  return toIsoDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() - back));
}

function labelOf(start: string, size: BucketSize): string {
  const day = parseIsoDate(start);
  if (size === 'month') return day.toLocaleDateString('en-GB', { month: 'short', year: '2-digit' });
  const text = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return size === 'week' ? `Week of ${text}` : text;
}

/** The series summed into days, weeks or months, in order. */
export function bucketSeries(series: AnalyticsDay[], size: BucketSize): ChartBucket[] {
  const buckets = new Map<string, ChartBucket>();
  for (const day of series) {
    const start = startOf(day.date, size);
    let bucket = buckets.get(start);
    if (!bucket) {
      bucket = {
        start,
        label: labelOf(start, size),
        scans: 0,
        stamps: 0,
        redemptions: 0,
        new_customers: 0,
        returning_customers: 0,
      };
      buckets.set(start, bucket);
    }
    for (const key of KEYS) bucket[key] += day[key];
  }
  return [...buckets.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/** "busiest week: Week of 3 Nov (14 scans)", for a chart's summary. */
export function peakOf(
  buckets: ChartBucket[],
  key: keyof AnalyticsTotals,
): ChartBucket | undefined {
  return buckets.reduce<ChartBucket | undefined>(
    (best, bucket) => (bucket[key] > (best?.[key] ?? 0) ? bucket : best),
    undefined,
  );
}
