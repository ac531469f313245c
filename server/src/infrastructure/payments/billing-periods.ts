import type { BillingInterval } from '../../db/schema';

/**
 * The end of the `periods`-th billing period from `anchor`, as Stripe bills on a billing cycle
 * anchor (docs/product.md, "Billing"): `periods` months (or years) after the anchor, on the
 * anchor's day of the month, or on the month's last day when it has no such day, at the anchor's
 * time. Counted from the anchor each time, never from the period before, so the anchor's day comes
 * back: a plan started on January 31 renews on February 28 (29 in a leap year), March 31, April
 * 30...; a yearly plan started on February 29 renews on February 28, and on February 29 in leap
 * years. No month is skipped (adding a month with `setUTCMonth` made January 30 + 1 month March 2).
 */
export function periodEnd(anchor: Date, interval: BillingInterval, periods = 1): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + (interval === 'year' ? 12 : 1) * periods;
  // Day 0 of the month after: the last day of the target month (Date.UTC carries whole years).
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}
