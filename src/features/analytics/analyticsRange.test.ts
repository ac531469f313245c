import { isIsoDate, presetRange } from './analyticsRange';
import { kpiChange, kpiChangeText } from './kpiChange';
import { bucketSeries, bucketSizeFor } from './chartSeries';

describe('a KPI’s change against the period before', () => {
  it.each([
    [112, 100, '+12 %'],
    [95, 100, '−5 %'],
    [4, 0, 'New'],
    [0, 0, '0 %'],
    [100, 100, '0 %'],
    [0, 7, '−100 %'],
  ])('%i after %i reads %s', (current, previous, text) => {
    expect(kpiChangeText(kpiChange(current, previous))).toBe(text);
  });
});

describe('the range presets', () => {
  const today = new Date(2026, 10, 25);
  it.each([
    ['7d', '2026-11-19'],
    ['30d', '2026-10-27'],
    ['90d', '2026-08-28'],
    ['12m', '2025-11-26'],
  ] as const)('%s ends today and starts on %s', (preset, from) => {
    expect(presetRange(preset, today)).toEqual({ from, to: '2026-11-25' });
  });

  it('takes only real days', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });
});

describe('the chart buckets', () => {
  const day = (date: string, scans: number) => ({
    date,
    scans,
    stamps: 0,
    redemptions: 0,
    new_customers: 0,
    returning_customers: 0,
  });

  it('shows days up to a month, weeks up to four months, months beyond', () => {
    expect([7, 31, 32, 120, 121, 366].map(bucketSizeFor)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'month',
      'month',
    ]);
  });

  it('sums the days of a week from its Monday', () => {
    const weeks = bucketSeries(
      [day('2026-11-22', 1), day('2026-11-23', 2), day('2026-11-29', 3), day('2026-11-30', 4)],
      'week',
    );
    expect(weeks.map(({ start, scans }) => [start, scans])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-23', 5],
      ['2026-11-30', 4],
    ]);
  });
});
