import { isIsoDate, presetRange, rangeProblem } from './analyticsRange';
import { kpiChange, kpiChangeText } from './kpiChange';
import { chartBuckets, peakOf } from './chartSeries';

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

describe('a custom range', () => {
  it.each([
    ['2026-01-01', '2026-03-31', 'to', null],
    ['2026-03-31', '2026-03-31', 'to', null],
    ['2026-03-31', '2026-01-01', 'to', { field: 'to', message: 'To must be on or after From.' }],
    [
      '2026-03-31',
      '2026-01-01',
      'from',
      { field: 'from', message: 'From must be on or before To.' },
    ],
    // 400 days is the most: 2026-01-01 to 2027-02-04.
    ['2026-01-01', '2027-02-04', 'to', null],
    [
      '2026-01-01',
      '2027-02-05',
      'to',
      { field: 'to', message: 'The range can be at most 400 days.' },
    ],
  ] as const)('%s to %s, %s just typed: %j', (from, to, edited, problem) => {
    expect(rangeProblem(from, to, edited)).toEqual(problem);
  });

  it('refuses the years the server refuses, on their field', () => {
    expect(rangeProblem('1999-12-31', '2000-01-02')).toEqual({
      field: 'from',
      message: 'From must be in 2000 or later.',
    });
    expect(rangeProblem('2999-12-30', '3000-01-01')).toEqual({
      field: 'to',
      message: 'To must be in 2999 or earlier.',
    });
  });
});

describe('the chart buckets', () => {
  const row = (date: string, scans: number) => ({
    date,
    scans,
    stamps: 0,
    redemptions: 0,
    new_customers: 0,
    returning_customers: 0,
  });
  const en = (options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat(undefined, options).format(date);

  it('names a month with its year, never as a day', () => {
    const [october] = chartBuckets([row('2026-10-01', 3)], 'month');
    expect(october).toMatchObject({
      start: '2026-10-01',
      label: en({ month: 'short', year: 'numeric' }, new Date(2026, 9, 1)),
      name: en({ month: 'long', year: 'numeric' }, new Date(2026, 9, 1)),
      scans: 3,
    });
    expect(october?.label).toMatch(/2026/);
    expect(october?.name).toMatch(/October/);
  });

  it('names weeks by their first day and days by their date', () => {
    const [week] = chartBuckets([row('2026-11-23', 1)], 'week');
    expect(week?.label).toBe(
      `Week of ${en({ day: 'numeric', month: 'short' }, new Date(2026, 10, 23))}`,
    );
    const [day] = chartBuckets([row('2026-11-23', 1)], 'day');
    expect(day?.name).toBe(
      en({ day: 'numeric', month: 'short', year: 'numeric' }, new Date(2026, 10, 23)),
    );
  });

  it('finds the busiest bucket, the first of equals', () => {
    const buckets = chartBuckets(
      [row('2026-11-01', 2), row('2026-11-02', 5), row('2026-11-03', 5)],
      'day',
    );
    expect(peakOf(buckets, 'scans')?.start).toBe('2026-11-02');
    expect(peakOf(chartBuckets([row('2026-11-01', 0)], 'day'), 'scans')).toBeUndefined();
  });
});
