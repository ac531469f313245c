import type { InvoiceStatus } from '../../api/billing/invoices';
import type { SubscriptionStatus } from '../../api/billing/subscriptions';

// Dates and money on the billing page are the viewer's: src/lib/viewerFormat.ts.

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** docs/product.md, "Billing": the plan's status chip. */
export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, { label: string; color: ChipColor }> =
  {
    active: { label: 'Active', color: 'success' },
    past_due: { label: 'Past due', color: 'error' },
    incomplete: { label: 'Payment incomplete', color: 'warning' },
    canceled: { label: 'Ended', color: 'default' },
  };

/**
 * docs/product.md, "Billing": a credit kept on the account (a downgrade's credit larger than its
 * charge) is a credit, not a payment, whatever the provider's status for it.
 */
export const CREDIT_CHIP: { label: string; color: ChipColor } = { label: 'Credit', color: 'info' };

/** docs/product.md, "Billing": an invoice's status chip. */
export const INVOICE_STATUS: Record<InvoiceStatus, { label: string; color: ChipColor }> = {
  paid: { label: 'Paid', color: 'success' },
  open: { label: 'Due', color: 'warning' },
  draft: { label: 'Draft', color: 'default' },
  void: { label: 'Void', color: 'default' },
  uncollectible: { label: 'Unpaid', color: 'error' },
};

/** "1 store", "3 branches": a count with its noun. */
export const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** Whether a refund window (`refundable_until`) is still open at `now`. */
export const refundOpen = (until: string | null | undefined, now = Date.now()) =>
  until != null && new Date(until).getTime() > now;
