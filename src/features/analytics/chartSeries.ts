import type { AnalyticsOverview, AnalyticsTotals } from '../../api/analytics';
import { parseIsoDate } from './analyticsRange';
import { formatDateWith } from '../../lib/viewerFormat';

/** What one row of the server's series sums: a day, a week (from Monday) or a month. */
export type BucketSize = AnalyticsOverview['series_bucket'];

/** A bar or a point of a chart: one row of the series, with the words that name it. */
export interface ChartBucket extends AnalyticsTotals {
  /** The first day of the row inside the range, `YYYY-MM-DD`. */
  start: string;
  /** Under the bar: "3 Nov", "Week of 3 Nov", "Nov 2026" (a month never reads as a day). */
  label: string;
  /** In a sentence or a table: "3 Nov 2026", "Week of 3 Nov 2026", "November 2026". */
  name: string;
}

// Dates as the viewer's locale writes them (src/lib/viewerFormat.ts).
const dayShort = (day: Date) => formatDateWith(day, { day: 'numeric', month: 'short' });
const dayLong = (day: Date) =>
  formatDateWith(day, { day: 'numeric', month: 'short', year: 'numeric' });
const monthShort = (day: Date) => formatDateWith(day, { month: 'short', year: 'numeric' });
const monthLong = (day: Date) => formatDateWith(day, { month: 'long', year: 'numeric' });

function wordsOf(start: string, size: BucketSize): Pick<ChartBucket, 'label' | 'name'> {
  const day = parseIsoDate(start);
  switch (size) {
    case 'month':
      // With its year: "Oct 26" was read as the 26th of October.
      return { label: monthShort(day), name: monthLong(day) };
    case 'week':
      return { label: `Week of ${dayShort(day)}`, name: `Week of ${dayLong(day)}` };
    case 'day':
      return { label: dayShort(day), name: dayLong(day) };
  }
}

/**
 * The server's series as the charts draw it. The server sums the days into weeks or months
 * (`series_bucket`) with the figures' one definition (docs/product.md, "Figures"): summing days
 * here would count a customer once a day, not once a week.
 */
export function chartBuckets(series: AnalyticsOverview['series'], size: BucketSize): ChartBucket[] {
  return series.map(({ date, ...figures }) => ({
    start: date,
    ...wordsOf(date, size),
    ...figures,
  }));
}

/** The bucket with the most of `key` (the first of equals), for a chart's summary. */
export function peakOf(
  buckets: ChartBucket[],
  key: keyof AnalyticsTotals,
): ChartBucket | undefined {
  return buckets.reduce<ChartBucket | undefined>(
    (best, bucket) => (bucket[key] > (best?.[key] ?? 0) ? bucket : best),
    undefined,
  );
}
