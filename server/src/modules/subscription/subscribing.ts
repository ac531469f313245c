import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MerchantRow, PaymentMethodRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createPaymentMethodsRepository } from '../../repositories/payment-methods-repository';
import { createPlansRepository } from '../../repositories/plans-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import type { ProviderCard, ProviderSubscription } from '../../services/payments/provider';
import type { CreateSubscriptionBody } from './billing-schemas';
import { sandboxCardOf, type PaymentCards } from './payment-cards';
import { priceFor } from './plan-schemas';
import { knownSubscription, providerPatch } from '../../services/payments/provider-state';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
export const SUBSCRIPTION_NOT_FOUND = 'This subscription does not exist.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CreatedSubscription {
  subscription: SubscriptionWithPlan;
  provider: ProviderSubscription;
}

/** Starting a subscription and confirming it after the card's authentication step. */
export function createSubscribing(app: FastifyInstance, cards: PaymentCards) {
  const plans = createPlansRepository(app.db);
  const requests = createMerchantRequestsRepository(app.db);
  const methods = createPaymentMethodsRepository(app.db);
  const subscriptions = createSubscriptionsRepository(app.db);

  /** A saved method (our id), a new card, or none (Stripe then collects one client-side). */
  async function paymentSource(
    merchant: MerchantRow,
    user: UserRow,
    body: CreateSubscriptionBody,
  ): Promise<{ saved?: PaymentMethodRow; fresh?: ProviderCard }> {
    if (body.payment_method_id && UUID.test(body.payment_method_id)) {
      const saved = await methods.findOwn(merchant.id, body.payment_method_id);
      if (!saved) throw fieldError('payment_method_id', 'This payment method does not exist.');
      return { saved };
    }
    if (body.payment_method_id || sandboxCardOf(body)) {
      return { fresh: await cards.prepareCard(merchant, user, body) };
    }
    const saved = await methods.findDefault(merchant.id);
    if (!saved && app.payments.name === 'sandbox') {
      throw fieldError('card_number', 'Add a card to subscribe.');
    }
    return { saved };
  }

  return {
    async create(
      merchant: MerchantRow,
      user: UserRow,
      body: CreateSubscriptionBody,
    ): Promise<CreatedSubscription> {
      if (!(await requests.findForMerchant(merchant.id, ['pending', 'accepted']))) {
        throw httpError(403, 'FORBIDDEN', 'Send your merchant request before choosing a plan.');
      }
      const plan = await plans.findById(body.plan_id);
      if (!plan) throw fieldError('plan_id', 'Choose one of the plans.');
      const live = await subscriptions.findLive(merchant.id, ['active', 'past_due', 'incomplete']);
      if (live && live.subscription.status !== 'incomplete') {
        throw httpError(409, 'CONFLICT', ALREADY_SUBSCRIBED);
      }
      const interval = body.interval ?? 'month';
      const source = await paymentSource(merchant, user, body);
      const provider = await app.payments.createSubscription({
        customerId: await cards.customerFor(merchant, user),
        price: {
          code: plan.code,
          name: plan.name,
          currency: plan.currency,
          amountCents: priceFor(plan, interval),
          interval,
        },
        paymentMethodId: source.saved?.providerId ?? source.fresh?.providerId ?? null,
        idempotencyKey: `subscription-${randomUUID()}`,
        metadata: { merchant_id: merchant.id, plan_code: plan.code },
      });
      const now = app.now();
      try {
        const row = await app.db.transaction(async (tx) => {
          const txSubscriptions = createSubscriptionsRepository(tx);
          // An unfinished earlier attempt gives way to this one.
          if (live)
            await txSubscriptions.update(
              live.subscription.id,
              { status: 'canceled', canceledAt: now },
              now,
            );
          const method = source.fresh
            ? await cards.storeCard(merchant, source.fresh, tx, 'reuse')
            : source.saved;
          return txSubscriptions.insert({
            merchantId: merchant.id,
            planId: plan.id,
            interval,
            status: provider.status,
            provider: app.payments.name,
            providerSubscriptionId: provider.providerId,
            paymentMethodId: method?.id ?? null,
            currentPeriodStart: provider.currentPeriodStart,
            currentPeriodEnd: provider.currentPeriodEnd,
            cancelAtPeriodEnd: provider.cancelAtPeriodEnd,
            canceledAt: provider.canceledAt,
            firstPaidAt: provider.status === 'active' ? now : null,
            createdAt: now,
            updatedAt: now,
          });
        });
        return { subscription: { subscription: row, plan }, provider };
      } catch (error) {
        if (isUniqueViolation(error, 'subscriptions_one_live')) {
          throw httpError(409, 'CONFLICT', ALREADY_SUBSCRIBED);
        }
        throw error;
      }
    },

    /** Re-reads the provider and stores what it says (after the card confirmation). */
    async refresh(merchantId: string, id: string): Promise<SubscriptionWithPlan> {
      const found = await subscriptions.findOwn(merchantId, id);
      if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
      const { subscription } = found;
      const fresh = await app.payments.retrieveSubscription(knownSubscription(subscription));
      const patch = providerPatch(fresh);
      const now = app.now();
      await subscriptions.update(subscription.id, patch, now);
      const firstPaidAt = subscription.firstPaidAt ?? (patch.status === 'active' ? now : null);
      return { ...found, subscription: { ...subscription, ...patch, firstPaidAt } };
    },
  };
}
