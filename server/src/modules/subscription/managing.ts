import type { FastifyInstance } from 'fastify';
import type { BillingInterval, PlanRow } from '../../db/schema';
import { fieldError, httpError } from '../../http/app-error';
import { createPlansRepository } from '../../repositories/plans-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import { refundReceiptEmail } from '../../services/mailer/review-emails';
import { formatMoney } from '../../services/payments/money';
import {
  REFUND_WINDOW_CLOSED,
  refundableUntil,
  refundSubscription,
} from '../../services/payments/money-back';
import type { PlanChange, PlanPrice, ProviderSubscription } from '../../services/payments/provider';
import { knownSubscription, providerPatch } from '../../services/payments/provider-state';
import { priceFor } from './plan-schemas';
import { SUBSCRIPTION_NOT_FOUND } from './subscribing';

export const SUBSCRIPTION_ENDED = 'This subscription has ended.';
export const SAME_PLAN =
  'You are already on this plan. Choose another plan, or the same plan billed every other interval.';

function priceOf(plan: PlanRow, interval: BillingInterval): PlanPrice {
  return {
    code: plan.code,
    name: plan.name,
    currency: plan.currency,
    amountCents: priceFor(plan, interval),
    interval,
  };
}

/** Plan changes and their preview, cancelling, undoing a cancel, and the money-back refund. */
export function createSubscriptionManaging(app: FastifyInstance) {
  const subscriptions = createSubscriptionsRepository(app.db);
  const plans = createPlansRepository(app.db);

  async function own(merchantId: string, id: string): Promise<SubscriptionWithPlan> {
    const found = await subscriptions.findOwn(merchantId, id);
    if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    return found;
  }

  async function ownLive(merchantId: string, id: string): Promise<SubscriptionWithPlan> {
    const found = await own(merchantId, id);
    if (found.subscription.status === 'canceled') {
      throw httpError(409, 'CONFLICT', SUBSCRIPTION_ENDED);
    }
    return found;
  }

  async function store(
    found: SubscriptionWithPlan,
    fresh: ProviderSubscription,
    plan: PlanRow = found.plan,
    interval: BillingInterval = found.subscription.interval,
  ): Promise<SubscriptionWithPlan> {
    const patch = { planId: plan.id, interval, ...providerPatch(fresh) };
    await subscriptions.update(found.subscription.id, patch, app.now());
    return { subscription: { ...found.subscription, ...patch }, plan };
  }

  /**
   * The change from the current plan to `planId` billed every `interval` (default: the current
   * one), priced at this moment. The same plan and interval is 409.
   */
  async function planChange(
    merchantId: string,
    id: string,
    planId: string,
    interval: BillingInterval | undefined,
  ) {
    const found = await ownLive(merchantId, id);
    const plan = await plans.findById(planId);
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
      } = await planChange(merchantId, id, planId, interval);
      const preview = await app.payments.previewPlanChange(
        knownSubscription(found.subscription),
        change,
      );
      return { plan, interval: next, preview };
    },

    /**
     * Answers the proration invoiced now, the same arithmetic as the preview: the lines' total
     * (negative: a credit kept for the next invoice).
     */
    async changePlan(merchantId: string, id: string, planId: string, interval?: BillingInterval) {
      const {
        found,
        plan,
        interval: next,
        change,
      } = await planChange(merchantId, id, planId, interval);
      const known = knownSubscription(found.subscription);
      const preview = await app.payments.previewPlanChange(known, change);
      const fresh = await app.payments.changePlan(known, change);
      return {
        subscription: await store(found, fresh, plan, next),
        prorationCents: preview.lines.reduce((sum, line) => sum + line.amountCents, 0),
      };
    },

    async cancel(merchantId: string, id: string, immediately: boolean) {
      const found = await ownLive(merchantId, id);
      return store(
        found,
        await app.payments.cancel(knownSubscription(found.subscription), immediately),
      );
    },

    async reactivate(merchantId: string, id: string) {
      const found = await ownLive(merchantId, id);
      if (!found.subscription.cancelAtPeriodEnd) {
        throw httpError(409, 'CONFLICT', 'This subscription is not set to cancel.');
      }
      return store(found, await app.payments.reactivate(knownSubscription(found.subscription)));
    },

    /**
     * docs/product.md, "Refunds": within 30 days of the first payment the subscription ends now
     * and every payment of it goes back in full; the merchant gets a receipt by email.
     */
    async refund(merchantId: string, id: string) {
      const found = await own(merchantId, id);
      const { subscription } = found;
      if (subscription.refundedAt) {
        throw httpError(409, 'CONFLICT', 'This subscription has already been refunded.');
      }
      const until = refundableUntil(subscription);
      if (!until || app.now() > until) throw httpError(409, 'CONFLICT', REFUND_WINDOW_CLOSED);
      const outcome = await refundSubscription(app, found, 'money_back');
      const merchant = await createMerchantsRepository(app.db).findById(merchantId);
      const owner = merchant && (await createUsersRepository(app.db).findById(merchant.userId));
      if (owner) {
        await app.mailer
          .send(
            refundReceiptEmail({
              to: owner.email,
              firstName: owner.firstName,
              planName: found.plan.name,
              refunded: formatMoney(outcome.refundedCents, outcome.currency),
              at: app.now(),
            }),
          )
          .catch((error: unknown) =>
            app.log.error({ err: error, subscription_id: id }, 'refund receipt was not sent'),
          );
      }
      return outcome;
    },
  };
}
