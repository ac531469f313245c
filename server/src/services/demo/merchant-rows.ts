import type {
  NewMerchantRequestRow,
  NewMerchantRow,
  NewMerchantSettingsRow,
  NewPaymentMethodRow,
  NewSubscriptionRow,
  NewUserRow,
} from '../../db/schema';
import { DEMO_INVOICE_PREFIX, type DemoRows } from '../../repositories/demo-repository';
import { periodEnd } from '../../infrastructure/payments/billing-periods';
import { readSandboxCard } from '../../infrastructure/payments/sandbox-cards';
import type { Random } from './random';
import { DEMO_COUNTRY, DEMO_EMAIL_DOMAIN, MERCHANT, SANDBOX_CARD, STORES } from './demo-business';
import { DEMO_TIME_ZONE, type DemoTimeline } from './demo-calendar';
import { shortCodeFromSeed } from '../accounts/short-codes';

// The demo merchant's own rows (docs/product.md, "Demo data"): its owner's account, the merchant,
// its accepted request and settings, and its billing with the sandbox provider.

export const DEMO_MERCHANT_EMAIL = `owner@${DEMO_EMAIL_DOMAIN}`;

export interface MerchantAccountRows {
  owner: NewUserRow;
  merchant: NewMerchantRow & { id: string };
  merchantRequest: NewMerchantRequestRow;
  merchantSettings: NewMerchantSettingsRow;
}

/** The owner, the verified merchant, the request the admin accepted and the settings row. */
export function merchantAccountRows(
  random: Random,
  timeline: DemoTimeline,
  inputs: { passwordHash: string; requestCategoryId: string; adminId: string | null },
): MerchantAccountRows {
  const { joined, accepted } = timeline;
  const ownerId = random.uuid();
  const merchantId = random.uuid();
  const owner: NewUserRow = {
    id: ownerId,
    email: DEMO_MERCHANT_EMAIL,
    ...MERCHANT.owner,
    passwordHash: inputs.passwordHash,
    roleId: 'merchant',
    emailVerified: true,
    qrCode: random.token(),
    shortCode: shortCodeFromSeed(ownerId),
    createdAt: joined,
    updatedAt: joined,
  };
  const merchant = {
    id: merchantId,
    userId: ownerId,
    businessName: MERCHANT.businessName,
    businessType: MERCHANT.businessType,
    verificationStatus: 'verified',
    status: 'active',
    createdAt: joined,
    updatedAt: accepted,
  } satisfies NewMerchantRow;
  const merchantRequest = acceptedRequestRow(random, timeline, merchantId, inputs);
  const merchantSettings: NewMerchantSettingsRow = {
    merchantId,
    ...MERCHANT.settings,
    timeZone: DEMO_TIME_ZONE,
    updatedAt: accepted,
  };
  return { owner, merchant, merchantRequest, merchantSettings };
}

/** The request the merchant sent after signing up, accepted by the admin (when one exists). */
function acceptedRequestRow(
  random: Random,
  { joined, accepted }: DemoTimeline,
  merchantId: string,
  inputs: { requestCategoryId: string; adminId: string | null },
): NewMerchantRequestRow {
  const store = STORES[MERCHANT.requestedStore];
  return {
    id: random.uuid(),
    merchantId,
    status: 'accepted',
    businessName: MERCHANT.businessName,
    businessType: MERCHANT.businessType,
    categoryId: inputs.requestCategoryId,
    storeName: store.name,
    description: store.description,
    phone: store.phone,
    addressLine: store.addressLine,
    city: store.city,
    postalCode: store.postalCode,
    country: DEMO_COUNTRY,
    website: store.website,
    reviewedAt: accepted,
    reviewedBy: inputs.adminId,
    createdAt: new Date(joined.getTime() + MERCHANT.requestAfterJoiningMs),
  };
}

/** The plan the merchant pays for, monthly. */
export interface DemoPlan {
  id: string;
  name: string;
  monthlyPriceCents: number;
  currency: string;
}

export type SandboxBillingRows = Pick<
  DemoRows,
  'paymentCustomer' | 'paymentMethod' | 'subscription' | 'invoices'
>;

/** Billing as the sandbox provider leaves it after SANDBOX_CARD (infrastructure/payments). */
export function sandboxBillingRows(
  random: Random,
  timeline: DemoTimeline,
  merchantId: string,
  plan: DemoPlan,
): SandboxBillingRows {
  const { subscribed } = timeline;
  const { paymentCustomer, paymentMethod } = savedSandboxCard(random, timeline, merchantId);
  const providerSubscriptionId = `sub_sandbox_${random.uuid()}`;
  const invoices = monthlyInvoices(random, timeline, providerSubscriptionId, plan);
  const current = invoices[invoices.length - 1];
  const subscription: NewSubscriptionRow = {
    id: random.uuid(),
    merchantId,
    planId: plan.id,
    interval: 'month',
    status: 'active',
    provider: 'sandbox',
    providerSubscriptionId,
    paymentMethodId: paymentMethod.id,
    currentPeriodStart: current?.periodStart ?? subscribed,
    currentPeriodEnd: current?.periodEnd ?? periodEnd(subscribed, 'month', 1),
    cancelAtPeriodEnd: false,
    firstPaidAt: subscribed,
    createdAt: subscribed,
    updatedAt: current?.periodStart ?? subscribed,
  };
  return { paymentCustomer, paymentMethod, subscription, invoices };
}

/** The provider's customer and the card saved with it: SANDBOX_CARD, the default. */
function savedSandboxCard(
  random: Random,
  { now, subscribed }: DemoTimeline,
  merchantId: string,
): Pick<DemoRows, 'paymentCustomer' | 'paymentMethod'> {
  const card = readSandboxCard(
    {
      card_number: SANDBOX_CARD.number,
      exp_month: SANDBOX_CARD.expMonth,
      exp_year: new Date(now).getUTCFullYear() + SANDBOX_CARD.yearsValid,
      cvc: SANDBOX_CARD.cvc,
    },
    now,
  );
  const paymentCustomer: DemoRows['paymentCustomer'] = {
    id: random.uuid(),
    merchantId,
    provider: 'sandbox',
    customerId: `cus_sandbox_${random.uuid()}`,
    createdAt: subscribed,
  };
  const paymentMethod: NewPaymentMethodRow = {
    id: random.uuid(),
    merchantId,
    provider: 'sandbox',
    providerId: `pm_sandbox_${card.onCharge}_${random.uuid()}`,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: card.fingerprint,
    isDefault: true,
    createdAt: subscribed,
  };
  return { paymentCustomer, paymentMethod };
}

/**
 * One paid invoice a month since the subscription began, as the sandbox provider writes it, so
 * the billing page has a year of them. Each period ends on the anchor's day (clamped to the
 * month's last day, as Stripe bills); the last one holds `now`.
 */
function monthlyInvoices(
  random: Random,
  timeline: DemoTimeline,
  providerSubscriptionId: string,
  plan: DemoPlan,
): DemoRows['invoices'] {
  const { now, subscribed } = timeline;
  const invoices: DemoRows['invoices'] = [];
  let periodStart = subscribed;
  for (let period = 1; ; period += 1) {
    const end = periodEnd(subscribed, 'month', period);
    invoices.push({
      id: random.uuid(),
      providerSubscriptionId,
      number: `${DEMO_INVOICE_PREFIX}${String(period).padStart(4, '0')}`,
      amountCents: plan.monthlyPriceCents,
      currency: plan.currency,
      status: 'paid',
      description: `${plan.name} plan, billed every month`,
      periodStart,
      periodEnd: end,
      createdAt: periodStart,
    });
    if (end > now) return invoices;
    periodStart = end;
  }
}
