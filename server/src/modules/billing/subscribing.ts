import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MerchantRow, PaymentMethodRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import type { IdempotentCall, KeptAnswer } from '../../services/idempotency/answer-once';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createPaymentMethodsRepository } from '../../repositories/payment-methods-repository';
import { createPlansRepository } from '../../repositories/plans-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import { SUBSCRIPTION_NOT_FOUND } from '../../services/payments/money-back';
import { runMoneyCall } from '../../services/payments/money-call';
import type { ProviderCard } from '../../infrastructure/payments/provider';
import { knownSubscription, providerPatch } from '../../infrastructure/payments/provider-state';
import {
  toSubscriptionRecord,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
} from './billing-schemas';
import { sandboxCardOf, type PaymentCards } from './payment-cards';
import { priceFor } from './plan-schemas';
import { isUuid } from '../../contract/formats';

export { SUBSCRIPTION_NOT_FOUND } from '../../services/payments/money-back';
export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';

/** Starting a subscription and confirming it after the card's authentication step. */
export function createSubscribing(app: FastifyInstance, cards: PaymentCards) {
  const methods = createPaymentMethodsRepository(app.db);

  /** A saved method (our id), a new card, or none (Stripe then collects one client-side). */
  async function paymentSource(
    merchant: MerchantRow,
    user: UserRow,
    body: CreateSubscriptionBody,
  ): Promise<{ saved?: PaymentMethodRow; fresh?: ProviderCard }> {
    if (body.payment_method_id && isUuid(body.payment_method_id)) {
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
    /**
     * One of the merchant's money calls (`runMoneyCall`): checked under the billing lock, so two
     * subscribes at once start one subscription and charge once; once per `Idempotency-Key`.
     */
    create(
      merchant: MerchantRow,
      user: UserRow,
      body: CreateSubscriptionBody,
      call?: IdempotentCall,
    ): Promise<KeptAnswer<CreateSubscriptionResponse>> {
      return runMoneyCall(app, merchant.id, call, {
        operation: 'subscribe',

        async prepare(tx) {
          const requests = createMerchantRequestsRepository(tx);
          if (!(await requests.findForMerchant(merchant.id, ['pending', 'accepted']))) {
            throw httpError(403, 'FORBIDDEN', 'Send your merchant request before choosing a plan.');
          }
          const plan = await createPlansRepository(tx).findById(body.plan_id);
          if (!plan) throw fieldError('plan_id', 'Choose one of the plans.');
          const live = await createSubscriptionsRepository(tx).findLive(merchant.id, [
            'active',
            'past_due',
            'incomplete',
          ]);
          if (live && live.subscription.status !== 'incomplete') {
            throw httpError(409, 'CONFLICT', ALREADY_SUBSCRIBED);
          }
          return { plan, live, interval: body.interval ?? 'month' };
        },

        async perform({ plan, interval }) {
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
          return { source, provider };
        },

        async record(tx, { plan, live, interval }, { source, provider }) {
          const now = app.now();
          const subscriptions = createSubscriptionsRepository(tx);
          // An unfinished earlier attempt gives way to this one.
          if (live) {
            await subscriptions.update(
              live.subscription.id,
              { status: 'canceled', canceledAt: now },
              now,
            );
          }
          const method = source.fresh
            ? await cards.storeCard(merchant, source.fresh, tx, 'reuse')
            : source.saved;
          const row = await subscriptions
            .insert({
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
            })
            .catch((error: unknown) => {
              // Only a lock taken over from a stopped call can get here: the index holds anyway.
              if (isUniqueViolation(error, 'subscriptions_one_live')) {
                throw httpError(409, 'CONFLICT', ALREADY_SUBSCRIBED);
              }
              throw error;
            });
          const moneyBackTaken = await subscriptions.moneyBackTaken(merchant.id);
          return {
            status: 201,
            body: {
              success: true,
              data: {
                subscription: toSubscriptionRecord({ subscription: row, plan, moneyBackTaken }),
                client_secret: provider.clientSecret,
                requires_action: provider.requiresAction,
                provider: app.payments.name,
              },
            },
          };
        },
      });
    },

    /**
     * Re-reads the provider and stores what it says (after the card confirmation). The sandbox
     * pays the first invoice here, so it takes its turn like the other money calls: a refund
     * running beside it could otherwise miss that payment.
     */
    async refresh(merchantId: string, id: string): Promise<SubscriptionWithPlan> {
      const answer = await runMoneyCall(app, merchantId, undefined, {
        operation: 'subscribe',
        async prepare(tx) {
          const found = await createSubscriptionsRepository(tx).findOwn(merchantId, id);
          if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
          return found;
        },
        perform: (found) =>
          app.payments.retrieveSubscription(knownSubscription(found.subscription)),
        async record(tx, found, fresh) {
          const patch = providerPatch(fresh);
          const now = app.now();
          await createSubscriptionsRepository(tx).update(found.subscription.id, patch, now);
          const { subscription } = found;
          const firstPaidAt = subscription.firstPaidAt ?? (patch.status === 'active' ? now : null);
          return {
            status: 200,
            body: { ...found, subscription: { ...subscription, ...patch, firstPaidAt } },
          };
        },
      });
      return answer.body;
    },
  };
}
