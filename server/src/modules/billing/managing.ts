import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BillingInterval, PlanRow } from '../../db/schema';
import { fieldError, httpError } from '../../http/app-error';
import type { IdempotentCall, KeptAnswer } from '../../services/idempotency/answer-once';
import { createPlansRepository } from '../../repositories/plans-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import { refundReceiptEmail } from '../../services/mailer/review-emails';
import { formatMoney } from '../../services/payments/money';
import { SUBSCRIPTION_NOT_FOUND, refundSubscription } from '../../services/payments/money-back';
import { runMoneyCall } from '../../services/payments/money-call';
import type {
  PlanChange,
  PlanPrice,
  ProviderSubscription,
} from '../../infrastructure/payments/provider';
import { knownSubscription, providerPatch } from '../../infrastructure/payments/provider-state';
import {
  toSubscriptionRecord,
  type ChangePlanResponse,
  type RefundResponse,
  type SubscriptionResponse,
} from './billing-schemas';
import { priceFor } from './plan-schemas';

export const SUBSCRIPTION_ENDED = 'This subscription has ended.';
export const SAME_PLAN =
  'You are already on this plan. Choose another plan, or the same plan billed every other interval.';
export const NOT_SET_TO_CANCEL = 'This subscription is not set to cancel.';

function priceOf(plan: PlanRow, interval: BillingInterval): PlanPrice {
  return {
    code: plan.code,
    name: plan.name,
    currency: plan.currency,
    amountCents: priceFor(plan, interval),
    interval,
  };
}

/** The subscription with what the provider says of it now (its plan too, after a change). */
function withProviderState(
  found: SubscriptionWithPlan,
  fresh: ProviderSubscription,
  plan: PlanRow = found.plan,
  interval: BillingInterval = found.subscription.interval,
) {
  const patch = { planId: plan.id, interval, ...providerPatch(fresh) };
  return { patch, changed: { ...found, subscription: { ...found.subscription, ...patch }, plan } };
}

/**
 * Plan changes and their preview, cancelling, undoing a cancel, and the money-back refund. Each
 * call that reaches the provider is one of the merchant's money calls (`runMoneyCall`): one at a
 * time per merchant, checked after the lock is taken, once per `Idempotency-Key`.
 */
export function createSubscriptionManaging(app: FastifyInstance) {
  async function own(db: Database, merchantId: string, id: string) {
    const found = await createSubscriptionsRepository(db).findOwn(merchantId, id);
    if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    return found;
  }

  /** An ended subscription (cancelled, or refunded) takes no change. */
  async function ownLive(db: Database, merchantId: string, id: string) {
    const found = await own(db, merchantId, id);
    if (found.subscription.status === 'canceled' || found.subscription.refundedAt) {
      throw httpError(409, 'CONFLICT', SUBSCRIPTION_ENDED);
    }
    return found;
  }

  /**
   * The change from the current plan to `planId` billed every `interval` (default: the current
   * one), priced at this moment. The same plan and interval is 409.
   */
  async function planChange(
    db: Database,
    merchantId: string,
    id: string,
    planId: string,
    interval: BillingInterval | undefined,
  ) {
    const found = await ownLive(db, merchantId, id);
    const plan = await createPlansRepository(db).findById(planId);
    if (!plan) throw fieldError('plan_id', 'Choose one of the plans.');
    const current = found.subscription.interval;
    const next = interval ?? current;
    if (plan.id === found.plan.id && next === current) {
      throw httpError(409, 'CONFLICT', SAME_PLAN);
    }
    const change: PlanChange = {
      current: priceOf(found.plan, current),
      next: priceOf(plan, next),
      at: app.now(),
    };
    return { found, plan, interval: next, change };
  }

  /** Cancelling and undoing a cancel: the provider's answer stored as it is. */
  const switchRenewal = (
    merchantId: string,
    id: string,
    call: IdempotentCall | undefined,
    operation: 'cancel' | 'reactivate',
    ask: (found: SubscriptionWithPlan) => Promise<ProviderSubscription>,
    message: string,
  ): Promise<KeptAnswer<SubscriptionResponse>> =>
    runMoneyCall(app, merchantId, call, {
      operation,
      async prepare(tx) {
        const found = await ownLive(tx, merchantId, id);
        if (operation === 'reactivate' && !found.subscription.cancelAtPeriodEnd) {
          throw httpError(409, 'CONFLICT', NOT_SET_TO_CANCEL);
        }
        return found;
      },
      perform: ask,
      async record(tx, found, fresh) {
        const { patch, changed } = withProviderState(found, fresh);
        await createSubscriptionsRepository(tx).update(found.subscription.id, patch, app.now());
        return {
          status: 200,
          body: { success: true, message, data: toSubscriptionRecord(changed) },
        };
      },
    });

  return {
    async previewPlanChange(
      merchantId: string,
      id: string,
      planId: string,
      interval?: BillingInterval,
    ) {
      const {
        found,
        plan,
        interval: next,
        change,
      } = await planChange(app.db, merchantId, id, planId, interval);
      const preview = await app.payments.previewPlanChange(
        knownSubscription(found.subscription),
        change,
      );
      return { plan, interval: next, preview };
    },

    /**
     * Changes plan and answers the proration invoiced now, the same arithmetic as the preview:
     * the lines' total (negative: a credit kept for the next invoice).
     */
    changePlan(
      merchantId: string,
      id: string,
      body: { plan_id: string; interval?: BillingInterval },
      call?: IdempotentCall,
    ): Promise<KeptAnswer<ChangePlanResponse>> {
      return runMoneyCall(app, merchantId, call, {
        operation: 'plan_change',
        prepare: (tx) => planChange(tx, merchantId, id, body.plan_id, body.interval),
        async perform({ found, change }) {
          const known = knownSubscription(found.subscription);
          const preview = await app.payments.previewPlanChange(known, change);
          const fresh = await app.payments.changePlan(known, change);
          return {
            fresh,
            prorationCents: preview.lines.reduce((sum, l) => sum + l.amountCents, 0),
          };
        },
        async record(tx, { found, plan, interval }, { fresh, prorationCents }) {
          const { patch, changed } = withProviderState(found, fresh, plan, interval);
          await createSubscriptionsRepository(tx).update(found.subscription.id, patch, app.now());
          return {
            status: 200,
            body: {
              success: true,
              message: 'Your plan was changed.',
              data: {
                subscription: toSubscriptionRecord(changed),
                proration_cents: prorationCents,
              },
            },
          };
        },
      });
    },

    cancel(merchantId: string, id: string, immediately: boolean, call?: IdempotentCall) {
      return switchRenewal(
        merchantId,
        id,
        call,
        'cancel',
        (found) => app.payments.cancel(knownSubscription(found.subscription), immediately),
        immediately
          ? 'Your subscription has ended.'
          : 'Your subscription will end at the end of the period.',
      );
    },

    reactivate(merchantId: string, id: string, call?: IdempotentCall) {
      return switchRenewal(
        merchantId,
        id,
        call,
        'reactivate',
        (found) => app.payments.reactivate(knownSubscription(found.subscription)),
        'Your subscription will continue.',
      );
    },

    /**
     * docs/product.md, "Refunds": within 30 days of the first payment, once per merchant, the
     * subscription ends now and every payment of it goes back in full; the merchant gets a
     * receipt by email (once: a replayed answer sends none).
     */
    async refund(
      merchantId: string,
      id: string,
      call?: IdempotentCall,
    ): Promise<KeptAnswer<RefundResponse>> {
      const answer = await refundSubscription<RefundResponse>(
        app,
        { merchantId, subscriptionId: id, reason: 'money_back' },
        call,
        (outcome) => ({
          status: 200,
          body: {
            success: true,
            message: `Your subscription has ended and ${formatMoney(outcome.refundedCents, outcome.currency)} has been refunded.`,
            data: {
              subscription: toSubscriptionRecord(outcome.subscription),
              refunded_cents: outcome.refundedCents,
              currency: outcome.currency,
            },
          },
        }),
      );
      if (answer.replayed) return answer;
      const { data } = answer.body;
      const merchant = await createMerchantsRepository(app.db).findById(merchantId);
      const owner = merchant && (await createUsersRepository(app.db).findById(merchant.userId));
      if (owner) {
        await app.mailer
          .send(
            refundReceiptEmail({
              to: owner.email,
              firstName: owner.firstName,
              planName: data.subscription.plan.name,
              refunded: formatMoney(data.refunded_cents, data.currency),
              at: app.now(),
            }),
          )
          .catch((error: unknown) =>
            app.log.error({ err: error, subscription_id: id }, 'refund receipt was not sent'),
          );
      }
      return answer;
    },
  };
}
