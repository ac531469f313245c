import type { FastifyInstance } from 'fastify';
import type { MerchantRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createBranchesRepository } from '../../repositories/branches-repository';
import { createRewardCardsRepository } from '../../repositories/reward-cards-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionWithPlan,
} from '../../repositories/subscriptions-repository';
import { escapeHtml } from '../../services/mailer/escape-html';
import { formatMoney } from '../../services/payments/money';
import type { ProviderInvoice } from '../../infrastructure/payments/provider';
import { knownSubscription } from '../../infrastructure/payments/provider-state';
import type { InvoiceRecord, UsageResponse } from './billing-schemas';
import { SUBSCRIPTION_NOT_FOUND } from './subscribing';

export const INVOICE_NOT_FOUND = 'This invoice does not exist.';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const longDate = (at: Date) =>
  at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The receipt's path: the sandbox's receipts are rendered by this server and read with the
 * merchant's bearer token, so no one else can open them (docs/api.md, "Invoices and receipts").
 */
export function receiptPath(prefix: string, subscriptionId: string, invoiceId: string): string {
  return `${prefix}/subscriptions/${subscriptionId}/invoices/${invoiceId}/receipt`;
}

/** The sandbox receipt as a page of its own: who paid, for what, how much, when. */
export function receiptHtml(input: {
  merchant: MerchantRow;
  found: SubscriptionWithPlan;
  invoice: ProviderInvoice;
}): string {
  const { merchant, found, invoice } = input;
  const money = (cents: number) => escapeHtml(formatMoney(cents, invoice.currency));
  const rows: [string, string][] = [
    ['Receipt number', escapeHtml(invoice.number ?? invoice.id)],
    ['Date', escapeHtml(longDate(invoice.createdAt))],
    ['Billed to', escapeHtml(merchant.businessName)],
    ['Plan', escapeHtml(`${found.plan.name}, billed every ${found.subscription.interval}`)],
    ['Description', escapeHtml(invoice.description)],
    ...(invoice.periodStart && invoice.periodEnd
      ? [
          [
            'Period',
            escapeHtml(`${longDate(invoice.periodStart)} – ${longDate(invoice.periodEnd)}`),
          ] as [string, string],
        ]
      : []),
    // A negative total was not paid: it is a credit kept on the account for the next invoices.
    ...(invoice.amountCents < 0
      ? ([
          ['Credit to your account', money(-invoice.amountCents)],
          ['Status', 'taken off your next invoice'],
        ] as [string, string][])
      : ([
          ['Amount', money(invoice.amountCents)],
          ...(invoice.amountRefundedCents > 0
            ? [['Refunded', money(invoice.amountRefundedCents)] as [string, string]]
            : []),
          ['Status', escapeHtml(invoice.status)],
        ] as [string, string][])),
  ];
  const title = `QRewards receipt ${invoice.number ?? invoice.id}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<main style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<header style="background:#4338ca;padding:20px 24px;color:#ffffff;font-size:22px;font-weight:bold">QRewards</header>
<div style="padding:24px">
<h1 style="margin:0 0 8px;font-size:20px">Receipt</h1>
<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;border-radius:4px">Sandbox — no money was moved</p>
<table style="width:100%;border-collapse:collapse;font-size:15px">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:8px 0;border-bottom:1px solid #e5e7eb;color:#4b5563;font-weight:normal">${label}</th><td style="text-align:right;padding:8px 0;border-bottom:1px solid #e5e7eb">${value}</td></tr>`).join('\n')}
</table>
</div>
</main>
</body>
</html>
`;
}

/** The invoices, receipts and plan usage of a merchant's billing page. */
export function createBillingHistory(app: FastifyInstance) {
  const subscriptions = createSubscriptionsRepository(app.db);

  async function own(merchantId: string, id: string): Promise<SubscriptionWithPlan> {
    const found = await subscriptions.findOwn(merchantId, id);
    if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    return found;
  }

  function toInvoiceRecord(subscriptionId: string, invoice: ProviderInvoice): InvoiceRecord {
    return {
      id: invoice.id,
      number: invoice.number,
      amount_cents: invoice.amountCents,
      amount_refunded_cents: invoice.amountRefundedCents,
      // A negative total is a credit kept on the account (Stripe's customer balance), not a payment.
      credit_cents: Math.max(0, -invoice.amountCents),
      currency: invoice.currency,
      status: invoice.status,
      created_at: invoice.createdAt.toISOString(),
      period_start: iso(invoice.periodStart),
      period_end: iso(invoice.periodEnd),
      description: invoice.description,
      download_url:
        invoice.hostedUrl ??
        (app.payments.name === 'sandbox'
          ? receiptPath(app.config.apiPrefix, subscriptionId, invoice.id)
          : null),
    };
  }

  return {
    /** Newest first, as the provider keeps them. */
    async invoices(merchantId: string, id: string): Promise<InvoiceRecord[]> {
      const found = await own(merchantId, id);
      const invoices = await app.payments.listInvoices(knownSubscription(found.subscription));
      return invoices.map((invoice) => toInvoiceRecord(id, invoice));
    },

    async receipt(merchant: MerchantRow, id: string, invoiceId: string): Promise<string> {
      const found = await own(merchant.id, id);
      // Stripe renders its own (the invoice's hosted page); only the sandbox's are ours.
      if (app.payments.name !== 'sandbox') throw httpError(404, 'NOT_FOUND', INVOICE_NOT_FOUND);
      const invoices = await app.payments.listInvoices(knownSubscription(found.subscription));
      const invoice = invoices.find((one) => one.id === invoiceId);
      if (!invoice) throw httpError(404, 'NOT_FOUND', INVOICE_NOT_FOUND);
      return receiptHtml({ merchant, found, invoice });
    },

    /**
     * What the plan allows and what is used (docs/product.md, "Stores and branches"): active
     * stores, branches of active stores, active reward cards; the limits of the active plan.
     */
    async usage(merchantId: string): Promise<UsageResponse['data']> {
      const [live, stores, branches, cards] = await Promise.all([
        subscriptions.findLive(merchantId, ['active']),
        createStoresRepository(app.db).countActiveForMerchant(merchantId),
        createBranchesRepository(app.db).countForMerchant(merchantId),
        createRewardCardsRepository(app.db).countActive(merchantId),
      ]);
      const plan = live?.plan;
      return {
        stores: { used: stores, limit: plan?.maxStores ?? 0 },
        branches: { used: branches, limit: plan?.maxBranches ?? 0 },
        reward_cards: { used: cards, limit: plan?.maxRewardCards ?? 0 },
      };
    },
  };
}
