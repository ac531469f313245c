import type { FastifyInstance } from 'fastify';
import type { PlanRow } from '../../db/schema';
import { fieldError, httpError } from '../../http/app-error';
import { createPlansRepository } from '../../repositories/plans-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import type { ProviderSubscription } from '../../services/payments/provider';
import { knownSubscription, providerPatch } from '../../services/payments/provider-state';
import { priceFor } from './plan-schemas';
import { SUBSCRIPTION_NOT_FOUND } from './subscribing';

export const SUBSCRIPTION_ENDED = 'This subscription has ended.';

/**
 * What a plan change costs now: the price difference for the part of the period left, as Stripe's
 * `create_prorations` bills it. Negative is a credit.
 */
export function prorationCents(current: SubscriptionWithPlan, next: PlanRow, now: Date): number {
  const { subscription, plan } = current;
  const start = subscription.currentPeriodStart.getTime();
  const end = subscription.currentPeriodEnd.getTime();
  const left = end > start ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
  const difference = priceFor(next, subscription.interval) - priceFor(plan, subscription.interval);
  return Math.round(difference * left);
}

/** Plan changes, cancelling and undoing a cancel, on the merchant's own subscriptions. */
export function createSubscriptionManaging(app: FastifyInstance) {
  const subscriptions = createSubscriptionsRepository(app.db);
  const plans = createPlansRepository(app.db);

  async function ownLive(merchantId: string, id: string): Promise<SubscriptionWithPlan> {
    const found = await subscriptions.findOwn(merchantId, id);
    if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    if (found.subscription.status === 'canceled') {
      throw httpError(409, 'CONFLICT', SUBSCRIPTION_ENDED);
    }
    return found;
  }

  async function store(
    found: SubscriptionWithPlan,
    fresh: ProviderSubscription,
    plan: PlanRow = found.plan,
  ): Promise<SubscriptionWithPlan> {
    const patch = { planId: plan.id, ...providerPatch(fresh) };
    await subscriptions.update(found.subscription.id, patch, app.now());
    return { subscription: { ...found.subscription, ...patch }, plan };
  }

  return {
    async changePlan(merchantId: string, id: string, planId: string) {
      const found = await ownLive(merchantId, id);
      const plan = await plans.findById(planId);
      if (!plan) throw fieldError('plan_id', 'Choose one of the plans.');
      if (plan.id === found.plan.id)
        throw httpError(409, 'CONFLICT', 'You are already on this plan.');
      const proration = prorationCents(found, plan, app.now());
      const { interval } = found.subscription;
      const fresh = await app.payments.changePlan(knownSubscription(found.subscription), {
        code: plan.code,
        name: plan.name,
        currency: plan.currency,
        amountCents: priceFor(plan, interval),
        interval,
      });
      return { subscription: await store(found, fresh, plan), prorationCents: proration };
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
  };
}
