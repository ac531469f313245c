import type { FastifyInstance } from 'fastify';
import type { RefundReason } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../contract/domain-errors';
import type { IdempotentCall, KeptAnswer } from '../idempotency/answer-once';
import { createPaymentRefundsRepository } from '../../repositories/payment-refunds-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import { runMoneyCall } from './money-call';
import type { ProviderRefund } from '../../infrastructure/payments/provider';
import { knownSubscription, providerPatch } from '../../infrastructure/payments/provider-state';

/** docs/product.md, "Refunds": the money-back guarantee's window, from the first payment. */
export const MONEY_BACK_DAYS = 30;
export const REFUND_WINDOW_CLOSED = 'Refunds are available within 30 days of your first payment.';
export const ALREADY_REFUNDED = 'This subscription has already been refunded.';
export const MONEY_BACK_USED =
  'You have already used the 30-day money-back guarantee: it is once per merchant. You can still cancel, and your plan runs until the end of the period you paid for.';
export const SUBSCRIPTION_NOT_FOUND = 'This subscription does not exist.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when the merchant may ask for their money back; null when they no longer can: never
 * paid, refunded already, or the merchant had the guarantee once (for any subscription).
 */
export function refundableUntil({
  subscription,
  moneyBackTaken,
}: Pick<SubscriptionWithPlan, 'subscription' | 'moneyBackTaken'>): Date | null {
  if (!subscription.firstPaidAt || subscription.refundedAt || moneyBackTaken) return null;
  return new Date(subscription.firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
}

export interface RefundOutcome {
  subscription: SubscriptionWithPlan;
  refundedCents: number;
  currency: string;
}

const memoOf = (reason: RefundReason) =>
  reason === 'money_back' ? '30-day money-back guarantee' : 'Merchant request not accepted';

/**
 * Ends a subscription now and gives back every payment of it in full, through its provider
 * (docs/product.md, "Refunds"): a merchant's money-back request (within 30 days of the first
 * payment, once per merchant), or an administrator's rejection of the merchant's request (always).
 * It is one of the merchant's money calls (`runMoneyCall`): it waits for no other and none runs
 * beside it, so a plan change can neither slip a charge in after the refund nor undo its end.
 * `answer` words the outcome as the caller's route answers it (kept for the `Idempotency-Key`).
 */
export async function refundSubscription<Body>(
  app: FastifyInstance,
  target: { merchantId: string; subscriptionId: string; reason: RefundReason },
  call: IdempotentCall | undefined,
  answer: (outcome: RefundOutcome) => { status: number; body: Body },
): Promise<KeptAnswer<Body>> {
  const { merchantId, subscriptionId, reason } = target;
  return runMoneyCall(app, merchantId, call, {
    operation: 'refund',

    async prepare(tx) {
      const found = await createSubscriptionsRepository(tx).findOwn(merchantId, subscriptionId);
      if (!found) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
      if (found.subscription.refundedAt) throw new ConflictError(ALREADY_REFUNDED);
      if (reason === 'money_back') {
        if (found.moneyBackTaken) throw new ConflictError(MONEY_BACK_USED);
        const until = refundableUntil(found);
        if (!until || app.now() > until) throw new ConflictError(REFUND_WINDOW_CLOSED);
      }
      return found;
    },

    async perform(
      found,
    ): Promise<{ patch: ReturnType<typeof providerPatch>; refunds: ProviderRefund[] }> {
      const { subscription } = found;
      const known = knownSubscription(subscription);
      // Cancel first: no renewal may charge the card while its earlier payments are given back.
      const fresh =
        subscription.status === 'canceled'
          ? { ...known, clientSecret: null, requiresAction: false }
          : await app.payments.cancel(known, true);
      const patch = providerPatch(fresh);
      // Kept at once, so a retry after a failed refund does not cancel twice.
      await createSubscriptionsRepository(app.db).update(subscription.id, patch, app.now());
      const refunds = await app.payments.refundAll(known, memoOf(reason));
      return { patch, refunds };
    },

    async record(tx, found, { patch, refunds }) {
      const { subscription } = found;
      const now = app.now();
      await createSubscriptionsRepository(tx).update(
        subscription.id,
        { refundedAt: now, refundReason: reason },
        now,
      );
      await createPaymentRefundsRepository(tx).insertMany(
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
      return answer({
        subscription: {
          ...found,
          subscription: { ...subscription, ...patch, refundedAt: now, refundReason: reason },
          moneyBackTaken: found.moneyBackTaken || reason === 'money_back',
        },
        refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
        currency: refunds[0]?.currency ?? found.plan.currency,
      });
    },
  });
}
