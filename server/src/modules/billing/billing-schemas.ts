import { Type, type Static } from '@sinclair/typebox';
import type { PaymentMethodRow } from '../../db/schema';
import { successEnvelope } from '../../contract/envelope';
import { SubscriptionRecord } from '../../contract/subscription';
import { Interval, PlanRecord } from './plan-schemas';

export { SubscriptionRecord } from '../../contract/subscription';
export { toSubscriptionRecord } from '../../services/catalog/subscription-record';

/** The `payment_method` record: never the number or the CVC, which are not even stored. */
export const PaymentMethodRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    brand: Type.String(),
    last4: Type.String(),
    exp_month: Type.Integer(),
    exp_year: Type.Integer(),
    is_default: Type.Boolean(),
  },
  { title: 'Payment method' },
);
export type PaymentMethodRecord = Static<typeof PaymentMethodRecord>;

/** Sandbox card fields (Stripe takes a `payment_method_id` from Stripe.js instead). */
export const CardFields = {
  card_number: Type.Optional(
    Type.String({ minLength: 12, maxLength: 23, description: 'A sandbox test card number.' }),
  ),
  exp_month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  exp_year: Type.Optional(Type.Integer({ minimum: 0, maximum: 2100 })),
  cvc: Type.Optional(Type.String({ pattern: '^[0-9]{3,4}$' })),
};

export const CreateSubscriptionBody = Type.Object({
  plan_id: Type.String({ format: 'uuid' }),
  interval: Type.Optional(Interval),
  payment_method_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'A saved method id, or (Stripe) a PaymentMethod id from Stripe.js.',
    }),
  ),
  ...CardFields,
});
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const CreateSubscriptionResponse = successEnvelope(
  Type.Object({
    subscription: SubscriptionRecord,
    client_secret: Type.Union([Type.String(), Type.Null()]),
    requires_action: Type.Boolean(),
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
  }),
);
export type CreateSubscriptionResponse = Static<typeof CreateSubscriptionResponse>;

export const ConfirmBody = Type.Object({ subscription_id: Type.String({ format: 'uuid' }) });
export const SubscriptionResponse = successEnvelope(SubscriptionRecord);
export type SubscriptionResponse = Static<typeof SubscriptionResponse>;
export const SubscriptionListResponse = successEnvelope(Type.Array(SubscriptionRecord));
export type SubscriptionListResponse = Static<typeof SubscriptionListResponse>;

export const ChangePlanBody = Type.Object({
  plan_id: Type.String({ format: 'uuid' }),
  interval: Type.Optional(Interval),
});
export const ChangePlanResponse = successEnvelope(
  Type.Object({
    subscription: SubscriptionRecord,
    proration_cents: Type.Integer({
      description: 'Billed now for the rest of the period; negative is a credit.',
    }),
  }),
);
export type ChangePlanResponse = Static<typeof ChangePlanResponse>;

export const AddCardBody = Type.Object({
  setup_intent_id: Type.Optional(
    Type.String({
      pattern: '^seti_[A-Za-z0-9]+$',
      maxLength: 255,
      description:
        'Stripe: a SetupIntent from POST /payment-methods/setup-intent, confirmed by Stripe.js.',
    }),
  ),
  payment_method_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'Stripe: a PaymentMethod made by Stripe.js (setup_intent_id is preferred).',
    }),
  ),
  ...CardFields,
});
export type AddCardBody = Static<typeof AddCardBody>;
/** `POST /payment-methods/card`'s answer: the saved card, and whether charging it will ask for 3-D Secure. */
export const SavedCardResponse = successEnvelope(
  Type.Composite(
    [
      PaymentMethodRecord,
      Type.Object({
        requires_action: Type.Boolean({
          description:
            'Charging this card will ask its holder to authenticate (3-D Secure). Sandbox: the ' +
            '4000 0025 0000 3155, 4000 0027 6000 3184 and 4000 0000 0000 3220 test cards; ' +
            'Stripe: false, confirmSetup did it already.',
        }),
      }),
    ],
    { title: 'Saved card' },
  ),
);
export type SavedCardResponse = Static<typeof SavedCardResponse>;

/** A sandbox test card to check without saving it: every field is needed. */
export const TestCardBody = Type.Object({
  card_number: Type.String({
    minLength: 12,
    maxLength: 23,
    description: 'A sandbox test card number.',
  }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 0, maximum: 2100 }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
});
export type TestCardBody = Static<typeof TestCardBody>;

/** What a test card would do if charged or saved; nothing is saved or charged to find out. */
export const TestCardResponse = successEnvelope(
  Type.Object(
    {
      outcome: Type.Union([
        Type.Literal('approved'),
        Type.Literal('declined'),
        Type.Literal('requires_action'),
      ]),
      decline_reason: Type.Union([Type.String(), Type.Null()], {
        description: 'The decline message when `outcome` is declined, else null.',
      }),
      saves: Type.Boolean({
        description:
          'Whether POST /payment-methods/card keeps the card. A declined card is refused when ' +
          'saved too, with the same reason, except 4000 0000 0000 0341 (saved, declined when ' +
          'charged), as Stripe does.',
      }),
      brand: Type.String(),
      last4: Type.String(),
    },
    { title: 'Test card check' },
  ),
);
export type TestCardResponse = Static<typeof TestCardResponse>;
export const PaymentMethodListResponse = successEnvelope(Type.Array(PaymentMethodRecord));
export type PaymentMethodListResponse = Static<typeof PaymentMethodListResponse>;

/** A Stripe SetupIntent waiting for the card, as the SPA needs it for `stripe.confirmSetup`. */
export const CardSetupRecord = Type.Object(
  {
    setup_intent_id: Type.String({
      description: 'Send it to POST /payment-methods/card once confirmed.',
    }),
    client_secret: Type.String({
      description:
        'For <Elements options={{ clientSecret }}> and stripe.confirmSetup; this setup only.',
    }),
  },
  { title: 'Card setup' },
);
export const CardSetupResponse = successEnvelope(CardSetupRecord);
export type CardSetupResponse = Static<typeof CardSetupResponse>;

export function toPaymentMethodRecord(row: PaymentMethodRow): PaymentMethodRecord {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
  };
}

const Timestamp = Type.String({ format: 'date-time' });

/** A provider invoice (docs/api.md, "Invoices and receipts"). */
export const InvoiceRecord = Type.Object(
  {
    id: Type.String(),
    number: Type.Union([Type.String(), Type.Null()]),
    amount_cents: Type.Integer({ description: 'The total; negative for a credit.' }),
    credit_cents: Type.Integer({
      minimum: 0,
      description:
        'What this invoice added to the account’s credit, taken off the next invoices (a plan ' +
        'change whose credit is larger than its charge); 0 for an invoice that was paid. Show ' +
        'it as a credit, not as a payment.',
    }),
    amount_refunded_cents: Type.Integer(),
    currency: Type.String(),
    status: Type.Union([
      Type.Literal('paid'),
      Type.Literal('open'),
      Type.Literal('void'),
      Type.Literal('uncollectible'),
      Type.Literal('draft'),
    ]),
    created_at: Timestamp,
    period_start: Type.Union([Timestamp, Type.Null()]),
    period_end: Type.Union([Timestamp, Type.Null()]),
    description: Type.String(),
    download_url: Type.Union([Type.String(), Type.Null()], {
      description:
        "Stripe: the invoice's hosted page (open it). Sandbox: the receipt's API path; GET it " +
        'with the bearer token (it answers text/html).',
    }),
  },
  { title: 'Invoice' },
);
export type InvoiceRecord = Static<typeof InvoiceRecord>;
export const InvoiceListResponse = successEnvelope(Type.Array(InvoiceRecord));
export type InvoiceListResponse = Static<typeof InvoiceListResponse>;

export const InvoiceParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  invoiceId: Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength: 255 }),
});

export const PreviewQuery = Type.Object({
  plan_id: Type.String({ format: 'uuid' }),
  interval: Type.Optional(Interval),
});

export const PlanChangePreviewResponse = successEnvelope(
  Type.Object(
    {
      plan: PlanRecord,
      currency: Type.String(),
      amount_due_now_cents: Type.Integer({
        description: 'Charged now for the change; 0 when the credit is larger.',
      }),
      proration_credit_cents: Type.Integer({
        minimum: 0,
        description:
          'The unused time of the current plan, credited: the amount of the negative line of ' +
          '`lines` (not a line of its own).',
      }),
      credit_left_cents: Type.Integer({
        minimum: 0,
        description:
          'What is left of the credit once the charge is paid from it, kept on the account and ' +
          'taken off the next invoice; 0 when something is due now.',
      }),
      next_invoice_at: Timestamp,
      next_invoice_amount_cents: Type.Integer({
        description: 'The next renewal, less any credit left from this change.',
      }),
      lines: Type.Array(Type.Object({ description: Type.String(), amount_cents: Type.Integer() })),
    },
    { title: 'Plan change preview' },
  ),
);
export type PlanChangePreviewResponse = Static<typeof PlanChangePreviewResponse>;

const Usage = Type.Object({
  used: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ description: 'Negative: unlimited. 0 without an active subscription.' }),
});
export const UsageResponse = successEnvelope(
  Type.Object({ stores: Usage, branches: Usage, reward_cards: Usage }, { title: 'Plan usage' }),
);
export type UsageResponse = Static<typeof UsageResponse>;

export const RefundResponse = successEnvelope(
  Type.Object({
    subscription: SubscriptionRecord,
    refunded_cents: Type.Integer({ minimum: 0 }),
    currency: Type.String(),
  }),
);
export type RefundResponse = Static<typeof RefundResponse>;
