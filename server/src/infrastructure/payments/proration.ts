import { periodEnd } from './billing-periods';
import type { KnownSubscription, PlanChange, PlanChangePreview } from './provider';

const day = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Whole seconds, as Stripe's `proration_date` is. */
export const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/**
 * A plan change priced the way Stripe prorates it (docs/api.md, "Plan changes and proration"):
 * the unused part of the current period is credited at the current price, and
 * - the same interval: the rest of the period is charged at the new price; the period stays;
 * - another interval: a new period starts now at the new price, charged in full.
 * Each line is rounded to the cent on its own. The difference is invoiced at once; a credit larger
 * than the charge is kept for the next invoice (Stripe's customer balance).
 */
export function prorate(known: KnownSubscription, change: PlanChange): PlanChangePreview {
  const { current, next } = change;
  const at = toSecond(change.at);
  const start = known.currentPeriodStart.getTime();
  const end = known.currentPeriodEnd.getTime();
  const left = end > start ? Math.min(1, Math.max(0, (end - at.getTime()) / (end - start))) : 0;
  const credit = Math.round(current.amountCents * left);
  const sameInterval = current.interval === next.interval;
  const charge = sameInterval ? Math.round(next.amountCents * left) : next.amountCents;
  const lines = [
    { description: `Unused time on ${current.name} after ${day(at)}`, amountCents: -credit },
    {
      description: sameInterval
        ? `Remaining time on ${next.name} after ${day(at)}`
        : `${next.name} (billed every ${next.interval}) from ${day(at)}`,
      amountCents: charge,
    },
  ];
  const net = charge - credit;
  return {
    currency: next.currency,
    amountDueNowCents: Math.max(0, net),
    prorationCreditCents: credit,
    creditLeftCents: Math.max(0, -net),
    nextInvoiceAt: sameInterval ? known.currentPeriodEnd : periodEnd(at, next.interval),
    nextInvoiceAmountCents: Math.max(0, next.amountCents + Math.min(0, net)),
    lines,
  };
}
