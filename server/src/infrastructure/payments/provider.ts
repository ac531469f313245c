import type {
  BillingInterval,
  InvoiceStatus,
  PaymentProviderName,
  SubscriptionStatus,
} from '../../db/schema';

/** Card fields the sandbox takes. They are read once and never stored or logged. */
export interface SandboxCardInput {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** A card as we keep it: the provider's id and what a person needs to recognise it. */
export interface ProviderCard {
  providerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's fingerprint of the number: the same card has the same one. */
  fingerprint: string | null;
  /**
   * The card will ask its holder to authenticate (3-D Secure) when charged: the sandbox knows it
   * from the test number; with Stripe, `confirmSetup` has already done it in the browser.
   */
  requiresAction?: boolean;
}

/**
 * What a test card would do if charged, found without saving or charging it (docs/api.md,
 * `POST /payment-methods/test-card`).
 */
export interface TestCardCheck {
  outcome: 'approved' | 'declined' | 'requires_action';
  /** Why a declined card is declined, worded as the provider's decline message; else null. */
  declineReason: string | null;
  /**
   * Whether saving the card keeps it. A card the provider declines is refused when it is saved
   * too (with `declineReason`), except one that is declined only when charged (Stripe's
   * 4000 0000 0000 0341).
   */
  saves: boolean;
  brand: string;
  last4: string;
}

/** A card setup started at the provider, finished in the browser (Stripe.js `confirmSetup`). */
export interface CardSetup {
  setupIntentId: string;
  /** Lets the SPA confirm this one setup; it cannot charge or read the card. */
  clientSecret: string;
}

export interface ProviderSubscription {
  providerId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** Stripe: the first invoice's confirmation secret, for `confirmPayment` in the SPA. */
  clientSecret: string | null;
  requiresAction: boolean;
}

/** A subscription as our row has it; Stripe only reads `providerId`, the sandbox all of it. */
export interface KnownSubscription {
  providerId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

export interface PlanPrice {
  code: string;
  name: string;
  currency: string;
  amountCents: number;
  interval: BillingInterval;
}

export interface CreateSubscriptionInput {
  customerId: string;
  price: PlanPrice;
  /** The provider id of the card to charge; Stripe may collect one through the client secret. */
  paymentMethodId: string | null;
  /** Makes a retried create return the first one instead of charging twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A plan change as the provider prices it: from the current price to the next, at a moment. */
export interface PlanChange {
  current: PlanPrice;
  next: PlanPrice;
  /** The proration date: the preview and the change use the same arithmetic for it. */
  at: Date;
}

/** One line of a plan change's bill: a credit for unused time is negative. */
export interface PreviewLine {
  description: string;
  amountCents: number;
}

/**
 * What a plan change costs (docs/api.md, `GET /subscriptions/:id/preview`): the proration is
 * invoiced at once; a credit larger than the charge is kept for the next invoice.
 */
export interface PlanChangePreview {
  currency: string;
  amountDueNowCents: number;
  /** The credit for the unused time: the amount of the negative line among `lines`. */
  prorationCreditCents: number;
  /**
   * What is left of the credit once the charge is paid from it: kept on the account (Stripe's
   * customer balance) and taken off the next invoice; 0 when something is due now.
   */
  creditLeftCents: number;
  nextInvoiceAt: Date;
  nextInvoiceAmountCents: number;
  lines: PreviewLine[];
}

/** An invoice as the provider keeps it. */
export interface ProviderInvoice {
  id: string;
  number: string | null;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  status: InvoiceStatus;
  createdAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  description: string;
  /** Stripe: the hosted invoice page. The sandbox: none; our server renders its receipts. */
  hostedUrl: string | null;
}

/** One payment given back. */
export interface ProviderRefund {
  refundId: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
}

/**
 * What the app needs from a payment provider. `stripe` talks to Stripe; `sandbox` never leaves
 * the machine and behaves like Stripe's published test cards. Errors meant for the caller are
 * domain errors (contract/domain-errors.ts: a refused card, a field that is not acceptable).
 */
export interface PaymentsProvider {
  readonly name: PaymentProviderName;
  /** A new customer; `idempotencyKey` makes a retry answer the same one. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  /**
   * Stripe: a SetupIntent for the customer (cards, for later off-session charges); the SPA
   * confirms it with its client secret and Stripe attaches the card, then `saveCard` with its
   * `setupIntentId` keeps it. The sandbox has none: it takes test card numbers in `saveCard`.
   */
  startCardSetup?(input: { customerId: string; idempotencyKey: string }): Promise<CardSetup>;
  /**
   * Sandbox: `card`. Stripe: `setupIntentId`, a succeeded SetupIntent of this customer (see
   * `startCardSetup`), or a `paymentMethodId` made by Stripe.js, attached to the customer here.
   */
  saveCard(input: {
    customerId: string;
    card?: SandboxCardInput;
    setupIntentId?: string;
    paymentMethodId?: string;
    idempotencyKey: string;
  }): Promise<ProviderCard>;
  /**
   * Sandbox only: what a published test card would do if charged, without keeping it anywhere.
   * Stripe has none: card numbers go from the browser to Stripe only (docs/api.md).
   */
  checkTestCard?(card: SandboxCardInput): Promise<TestCardCheck>;
  detachCard(providerId: string): Promise<void>;
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** The subscription as the provider has it now (after a confirmation, or a webhook). */
  retrieveSubscription(known: KnownSubscription): Promise<ProviderSubscription>;
  /** Switches the price; the proration is invoiced (and charged or credited) at once. */
  changePlan(known: KnownSubscription, change: PlanChange): Promise<ProviderSubscription>;
  /** What `changePlan` would bill for the same change, without changing anything. */
  previewPlanChange(known: KnownSubscription, change: PlanChange): Promise<PlanChangePreview>;
  /** The subscription's invoices, newest first. */
  listInvoices(known: KnownSubscription): Promise<ProviderInvoice[]>;
  /**
   * Gives back every payment of the subscription in full (what is left of each); a retry
   * refunds nothing twice. Does not cancel: the caller does (docs/product.md, "Refunds").
   */
  refundAll(known: KnownSubscription, reason: string): Promise<ProviderRefund[]>;
  cancel(known: KnownSubscription, immediately: boolean): Promise<ProviderSubscription>;
  reactivate(known: KnownSubscription): Promise<ProviderSubscription>;
}
