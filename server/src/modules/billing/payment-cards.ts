import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MerchantRow, PaymentMethodRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../contract/domain-errors';
import { fieldError, httpError } from '../../http/app-error';
import { createPaymentMethodsRepository } from '../../repositories/payment-methods-repository';
import type {
  CardSetup,
  ProviderCard,
  SandboxCardInput,
} from '../../infrastructure/payments/provider';
import { SANDBOX_TAKES_CARD_NUMBERS } from '../../infrastructure/payments/sandbox-provider';
import type { AddCardBody } from './billing-schemas';

const sameCardSaved = () => httpError(409, 'CONFLICT', 'This card is already saved.');

/** The sandbox card in a body, or a 400 naming the first missing field. */
export function sandboxCardOf(body: AddCardBody): SandboxCardInput | undefined {
  if (body.card_number === undefined) return undefined;
  for (const field of ['exp_month', 'exp_year', 'cvc'] as const) {
    if (body[field] === undefined)
      throw fieldError(field, `${field.replace('_', ' ')} is required`);
  }
  return {
    card_number: body.card_number,
    exp_month: body.exp_month as number,
    exp_year: body.exp_year as number,
    cvc: body.cvc as string,
  };
}

/** The merchant's customer at the provider, and cards saved to it. */
export function createPaymentCards(app: FastifyInstance) {
  const methods = createPaymentMethodsRepository(app.db);

  async function customerFor(merchant: MerchantRow, user: UserRow): Promise<string> {
    const provider = app.payments.name;
    const known = await methods.customerId(merchant.id, provider);
    if (known) return known;
    const created = await app.payments.createCustomer({
      email: user.email,
      name: merchant.businessName,
      idempotencyKey: `customer-${merchant.id}`,
    });
    return methods.saveCustomerId(merchant.id, provider, created);
  }

  return {
    customerFor,

    /**
     * Stripe: a SetupIntent for the merchant's customer (made first if there is none yet), for
     * the SPA to confirm. The sandbox has no such step: 409.
     */
    async startCardSetup(merchant: MerchantRow, user: UserRow): Promise<CardSetup> {
      const { payments } = app;
      if (!payments.startCardSetup) throw httpError(409, 'CONFLICT', SANDBOX_TAKES_CARD_NUMBERS);
      return payments.startCardSetup({
        customerId: await customerFor(merchant, user),
        idempotencyKey: `setup-intent-${randomUUID()}`,
      });
    },

    /** Asks the provider to keep the card; stores nothing (the caller stores on success). */
    async prepareCard(
      merchant: MerchantRow,
      user: UserRow,
      body: AddCardBody,
    ): Promise<ProviderCard> {
      const card = sandboxCardOf(body);
      if (body.setup_intent_id && body.payment_method_id) {
        throw fieldError('setup_intent_id', 'Send setup_intent_id or payment_method_id, not both.');
      }
      if (!card && !body.payment_method_id && !body.setup_intent_id) {
        throw fieldError(
          app.payments.name === 'sandbox' ? 'card_number' : 'setup_intent_id',
          app.payments.name === 'sandbox'
            ? 'card number is required'
            : 'setup intent id is required',
        );
      }
      return app.payments.saveCard({
        customerId: await customerFor(merchant, user),
        card,
        setupIntentId: body.setup_intent_id,
        paymentMethodId: body.payment_method_id,
        idempotencyKey: `card-${randomUUID()}`,
      });
    },

    /**
     * Stores a prepared card; the merchant's first card becomes the default. The same card (same
     * fingerprint and expiry) saved again answers 409 and the provider's new copy is detached.
     * Saves for one merchant take turns on the merchant's row; unique indexes back that up.
     */
    async storeCard(
      merchant: MerchantRow,
      card: ProviderCard,
      db: Database = app.db,
      /** 'reuse': a subscription already pays with this card: answer the saved row, keep both. */
      onSameCard: 'conflict' | 'reuse' = 'conflict',
    ): Promise<PaymentMethodRow> {
      const provider = app.payments.name;
      const { fingerprint } = card;
      try {
        return await db.transaction(async (tx) => {
          const repository = createPaymentMethodsRepository(tx);
          await repository.lockMerchant(merchant.id);
          const same = fingerprint
            ? await repository.findSameCard(merchant.id, provider, { ...card, fingerprint })
            : undefined;
          if (same && onSameCard === 'reuse') return same;
          if (same) throw sameCardSaved();
          const hasDefault = Boolean(await repository.findDefault(merchant.id));
          return repository.insert({
            merchantId: merchant.id,
            provider,
            providerId: card.providerId,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            fingerprint,
            isDefault: !hasDefault,
            createdAt: app.now(),
          });
        });
      } catch (error) {
        // The same SetupIntent (or PaymentMethod) sent twice: that card is the saved one.
        if (isUniqueViolation(error, 'payment_methods_provider_id_unique')) throw sameCardSaved();
        if (
          error instanceof DomainError ||
          isUniqueViolation(error, 'payment_methods_same_card_unique')
        ) {
          // The provider made a new copy of a card we keep already: do not leave it attached.
          await app.payments.detachCard(card.providerId).catch((detachError: unknown) => {
            app.log.warn({ err: detachError }, 'could not detach a duplicate card');
          });
          throw error instanceof DomainError ? error : sameCardSaved();
        }
        throw error;
      }
    },
  };
}

export type PaymentCards = ReturnType<typeof createPaymentCards>;
