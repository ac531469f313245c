import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { BILLING_INTERVALS, plans } from './plans';

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
/** Why a subscription was refunded: the merchant's money-back guarantee, or a rejected request. */
export const REFUND_REASONS = ['money_back', 'request_rejected'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A merchant's customer at a payment provider (Stripe's `cus_...`), made on first need. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_customers_merchant_provider').on(table.merchantId, table.provider)],
);

/**
 * Saved cards: only what a person needs to recognise one (brand, last four, expiry), the
 * provider's id and its fingerprint of the number (the same card saved twice has the same one).
 * Never the number or the CVC. The database keeps a card once per merchant and expiry, and at most
 * one default per merchant, whatever requests race (docs/reliability.md, "Saved cards").
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerId: text('provider_id').notNull().unique('payment_methods_provider_id_unique'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The provider's fingerprint of the card number; null on rows saved before it was kept. */
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_methods_merchant_id_idx').on(table.merchantId),
    uniqueIndex('payment_methods_same_card_unique').on(
      table.merchantId,
      table.provider,
      table.fingerprint,
      table.expMonth,
      table.expYear,
    ),
    uniqueIndex('payment_methods_one_default_unique')
      .on(table.merchantId)
      .where(sql`${table.isDefault}`),
    check('payment_methods_last4_valid', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A merchant's subscription to a plan. The provider is the source of truth for `status` and the
 * period: rows follow it through confirm and webhooks. At most one is live (incomplete, active or
 * past_due) per merchant.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id')
      .notNull()
      .unique('subscriptions_provider_id_unique'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * When the subscription was first paid (first `active`): the 30-day money-back window starts
     * here (docs/product.md, "Refunds"). Null while it never was.
     */
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    /** When every payment of it was refunded (money back, or the request rejected). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * Why it was refunded, with `refunded_at`. A `money_back` refund is the merchant's one use of
     * the 30-day guarantee, whichever subscription it was (docs/product.md, "Refunds").
     */
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_status_valid',
      sql`${table.status} in ('incomplete', 'active', 'past_due', 'canceled')`,
    ),
    index('subscriptions_merchant_id_idx').on(table.merchantId, table.createdAt.desc()),
    uniqueIndex('subscriptions_one_live')
      .on(table.merchantId)
      .where(sql`${table.status} in ('incomplete', 'active', 'past_due')`),
  ],
);

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The sandbox provider's own invoices (Stripe keeps its own): written when a sandbox subscription
 * is created, confirmed, changed with proration or refunded, keyed by the sandbox's subscription
 * id as Stripe's are by `sub_...` (docs/api.md, "Invoices and receipts"). `amount_cents` is the
 * invoice's total: negative for a downgrade's credit.
 */
export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    number: text('number').notNull().unique('sandbox_invoices_number_unique'),
    amountCents: integer('amount_cents').notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_invoices_subscription_idx').on(
      table.providerSubscriptionId,
      table.createdAt.desc(),
    ),
    check(
      'sandbox_invoices_status_valid',
      sql`${table.status} in ('draft', 'open', 'paid', 'void', 'uncollectible')`,
    ),
    check(
      'sandbox_invoices_refund_within_amount',
      sql`${table.amountRefundedCents} >= 0 and ${table.amountRefundedCents} <= greatest(${table.amountCents}, 0)`,
    ),
  ],
);

/**
 * Every refund made through a provider, one row per refunded payment (docs/product.md,
 * "Refunds"): the sandbox's record of its refunds, and ours of Stripe's.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRefundId: text('provider_refund_id')
      .notNull()
      .unique('payment_refunds_provider_id_unique'),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_refunds_subscription_idx').on(table.subscriptionId),
    check('payment_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const BILLING_OPERATIONS = [
  'subscribe',
  'plan_change',
  'cancel',
  'reactivate',
  'refund',
] as const;
export type BillingOperation = (typeof BILLING_OPERATIONS)[number];

/**
 * The one call moving a merchant's money that is under way (docs/api.md, "One change at a time"):
 * taken, with the call's checks, in a short transaction before the payment provider is asked;
 * given back, with the outcome, in a second one. Another call finds the row and answers 409. A row
 * older than the provider's longest possible exchange is a process that stopped half-way, and may
 * be taken over.
 */
export const billingLocks = pgTable(
  'billing_locks',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    operation: text('operation', { enum: BILLING_OPERATIONS }).notNull(),
    /** Which call holds it: only that call gives it back. */
    token: uuid('token').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'billing_locks_operation_valid',
      sql`${table.operation} in ('subscribe', 'plan_change', 'cancel', 'reactivate', 'refund')`,
    ),
  ],
);

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;
export type NewSandboxInvoiceRow = typeof sandboxInvoices.$inferInsert;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type BillingLockRow = typeof billingLocks.$inferSelect;
