import type { FastifyInstance } from 'fastify';
import type { RefundReason } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createPaymentRefundsRepository } from '../../repositories/payment-refunds-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import { knownSubscription, providerPatch } from './provider-state';

/** docs/product.md, "Refunds": the money-back guarantee's window, from the first payment. */
export const MONEY_BACK_DAYS = 30;
export const REFUND_WINDOW_CLOSED = 'Refunds are available within 30 days of your first payment.';
export const ALREADY_REFUNDED = 'This subscription has already been refunded.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when the merchant may ask for their money back; null when they no longer can. */
export function refundableUntil(subscription: SubscriptionWithPlan['subscription']): Date | null {
  if (!subscription.firstPaidAt || subscription.refundedAt) return null;
  return new Date(subscription.firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
}

export interface RefundOutcome {
  subscription: SubscriptionWithPlan;
  refundedCents: number;
  currency: string;
}

/**
 * Ends a subscription now and gives back every payment of it in full, through its provider
 * (docs/product.md, "Refunds"): a merchant's money-back request, or an administrator's rejection
 * of the merchant's request. The row is marked refunded first, so two calls at once refund once;
 * a provider failure unmarks it and the call may be retried (the provider's own idempotency keeps
 * a payment from being refunded twice).
 */
export async function refundSubscription(
  app: FastifyInstance,
  found: SubscriptionWithPlan,
  reason: RefundReason,
): Promise<RefundOutcome> {
  const subscriptions = createSubscriptionsRepository(app.db);
  const { subscription } = found;
  const now = app.now();
  if (!(await subscriptions.markRefunded(subscription.id, now))) {
    throw httpError(409, 'CONFLICT', ALREADY_REFUNDED);
  }
  try {
    const known = knownSubscription(subscription);
    // Cancel first: no renewal may charge the card while its earlier payments are given back.
    const fresh =
      subscription.status === 'canceled'
        ? { ...known, clientSecret: null, requiresAction: false }
        : await app.payments.cancel(known, true);
    const patch = providerPatch(fresh);
    // Kept at once, so a retry after a failed refund does not cancel twice.
    await subscriptions.update(subscription.id, patch, now);
    const refunds = await app.payments.refundAll(
      known,
      reason === 'money_back' ? '30-day money-back guarantee' : 'Merchant request not accepted',
    );
    await createPaymentRefundsRepository(app.db).insertMany(
      refunds.map((refund) => ({
        subscriptionId: subscription.id,
        provider: subscription.provider,
        providerRefundId: refund.refundId,
        providerInvoiceId: refund.invoiceId,
        amountCents: refund.amountCents,
        currency: refund.currency,
        reason,
        createdAt: now,
      })),
    );
    return {
      subscription: { ...found, subscription: { ...subscription, ...patch, refundedAt: now } },
      refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
      currency: refunds[0]?.currency ?? found.plan.currency,
    };
  } catch (error) {
    await subscriptions.clearRefunded(subscription.id);
    throw error;
  }
}
