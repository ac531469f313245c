import { periodEnd } from '../../../src/infrastructure/payments/billing-periods';
import { buildDemoRows } from '../../../src/services/demo/demo-data';
import { demoInputs } from '../../services/demo/demo-inputs';

const day = (iso: string) => new Date(`${iso}T10:00:00.000Z`);
const days = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));
const monthly = (anchor: string, count: number) =>
  days(Array.from({ length: count }, (_, n) => periodEnd(day(anchor), 'month', n + 1)));

/**
 * docs/product.md, "Billing": periods end on the anchor's day, the month's last day when it has
 * none, counted from the anchor each time (as Stripe's billing cycle anchor), so no month is
 * skipped and the anchor's day comes back.
 */
describe('billing periods on an anchor day', () => {
  it('a plan started on January 30 renews on February 28, then March 30', () => {
    expect(monthly('2030-01-30', 4)).toEqual([
      '2030-02-28',
      '2030-03-30',
      '2030-04-30',
      '2030-05-30',
    ]);
  });

  it('in a leap year February has its 29th', () => {
    expect(monthly('2028-01-30', 2)).toEqual(['2028-02-29', '2028-03-30']);
    expect(monthly('2028-01-29', 2)).toEqual(['2028-02-29', '2028-03-29']);
    expect(monthly('2030-01-29', 2)).toEqual(['2030-02-28', '2030-03-29']);
  });

  it('the 31st renews on each month’s last day and comes back to the 31st', () => {
    expect(monthly('2030-01-31', 12)).toEqual([
      '2030-02-28',
      '2030-03-31',
      '2030-04-30',
      '2030-05-31',
      '2030-06-30',
      '2030-07-31',
      '2030-08-31',
      '2030-09-30',
      '2030-10-31',
      '2030-11-30',
      '2030-12-31',
      '2031-01-31',
    ]);
    expect(monthly('2029-12-31', 2)).toEqual(['2030-01-31', '2030-02-28']);
  });

  it('never skips or repeats a month, from any day of the month, over four years', () => {
    for (let date = 1; date <= 31; date += 1) {
      const anchor = new Date(Date.UTC(2027, 0, date, 10));
      const ends = Array.from({ length: 48 }, (_, n) => periodEnd(anchor, 'month', n + 1));
      ends.forEach((end, n) => {
        const months = end.getUTCFullYear() * 12 + end.getUTCMonth();
        expect(months).toBe(2027 * 12 + n + 1);
        expect(end.getUTCDate()).toBeLessThanOrEqual(date);
      });
    }
  });

  it('a yearly plan started on February 29 renews on February 28, and on the 29th in leap years', () => {
    const ends = Array.from({ length: 4 }, (_, n) => periodEnd(day('2028-02-29'), 'year', n + 1));
    expect(days(ends)).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('keeps the time of day', () => {
    const anchor = new Date('2030-01-31T23:59:58.250Z');
    expect(periodEnd(anchor, 'month').toISOString()).toBe('2030-02-28T23:59:58.250Z');
  });

  it('the demo merchant’s invoices have one period a month, from the anchor', () => {
    const rows = buildDemoRows(demoInputs('2031-02-27T12:00:00.000Z'));

    const periods = rows.invoices.map((invoice) => [
      invoice.periodStart?.toISOString().slice(0, 10),
      invoice.periodEnd?.toISOString().slice(0, 10),
    ]);
    expect(periods.slice(0, 3)).toEqual([
      ['2030-01-30', '2030-02-28'],
      ['2030-02-28', '2030-03-30'],
      ['2030-03-30', '2030-04-30'],
    ]);
    expect(periods).toHaveLength(13);
    expect(periods.at(-1)).toEqual(['2031-01-30', '2031-02-28']);
    expect(rows.subscription.currentPeriodEnd.toISOString().slice(0, 10)).toBe('2031-02-28');
  });
});
