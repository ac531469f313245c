import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_ERRORS, MONEY_CALL, merchantBillingRoute } from './route-options';
import { UuidIdParams } from '../../contract/params';
import { Type } from '@sinclair/typebox';
import { httpError } from '../../http/app-error';
import { idempotentCallOf, sendKept } from '../../http/idempotency-key';
import { merchantOf } from '../../plugins/auth';
import { createSubscriptionsRepository } from '../../repositories/subscriptions-repository';
import {
  ChangePlanBody,
  ChangePlanResponse,
  InvoiceListResponse,
  InvoiceParams,
  PlanChangePreviewResponse,
  PreviewQuery,
  RefundResponse,
  SubscriptionListResponse,
  SubscriptionResponse,
  UsageResponse,
  toSubscriptionRecord,
} from './billing-schemas';
import { createBillingHistory } from './invoices';
import { createSubscriptionManaging } from './managing';
import { toPlanRecord } from './plan-schemas';
import { SUBSCRIPTION_NOT_FOUND } from './subscribing';

const CancelQuery = Type.Object({ immediately: Type.Optional(Type.Boolean({ default: false })) });

/** `/subscriptions`: a merchant's own subscriptions. */
const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = createSubscriptionsRepository(app.db);
  const managing = createSubscriptionManaging(app);
  const history = createBillingHistory(app);
  const { asMerchant, schema } = merchantBillingRoute(app);

  app.get(
    '/my',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'listMySubscriptions',
        summary: "The caller's subscriptions, newest first",
        response: { 200: SubscriptionListResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionListResponse> => {
      const merchant = merchantOf(request);
      const rows = await subscriptions.listForMerchant(merchant.id);
      return { success: true, data: rows.map(toSubscriptionRecord) };
    },
  );

  // Before `/:id`, so the param route never reads `usage` as an id.
  app.get(
    '/usage',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'getPlanUsage',
        summary: 'Stores, branches and reward cards used, against the active plan’s limits',
        response: { 200: UsageResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<UsageResponse> => ({
      success: true,
      data: await history.usage(merchantOf(request).id),
    }),
  );

  app.get(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'getSubscription',
        summary: 'One of the caller’s subscriptions',
        params: UuidIdParams,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<SubscriptionResponse> => {
      const merchant = merchantOf(request);
      const found = await subscriptions.findOwn(merchant.id, request.params.id);
      if (!found) throw httpError(404, 'NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
      return { success: true, data: toSubscriptionRecord(found) };
    },
  );

  app.get(
    '/:id/invoices',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'listInvoices',
        summary: 'The subscription’s invoices, newest first',
        params: UuidIdParams,
        response: { 200: InvoiceListResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<InvoiceListResponse> => ({
      success: true,
      data: await history.invoices(merchantOf(request).id, request.params.id),
    }),
  );

  app.get(
    '/:id/invoices/:invoiceId/receipt',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'getInvoiceReceipt',
        summary:
          'Sandbox: the receipt of one invoice, as an HTML page (read with the bearer token)',
        params: InvoiceParams,
        response: {
          // An HTML page, not JSON: the document says so (a string is sent as it is).
          200: {
            description: 'The receipt as an HTML page',
            content: { 'text/html': { schema: Type.String() } },
          },
          ...BILLING_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const html = await history.receipt(
        merchantOf(request),
        request.params.id,
        request.params.invoiceId,
      );
      reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
      return html;
    },
  );

  app.get(
    '/:id/preview',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'previewPlanChange',
        summary: 'What changing to `plan_id` would charge now and next, without changing anything',
        params: UuidIdParams,
        querystring: PreviewQuery,
        response: { 200: PlanChangePreviewResponse, ...BILLING_ERRORS },
      },
    },
    async (request): Promise<PlanChangePreviewResponse> => {
      const { plan, interval, preview } = await managing.previewPlanChange(
        merchantOf(request).id,
        request.params.id,
        request.query.plan_id,
        request.query.interval,
      );
      return {
        success: true,
        data: {
          plan: toPlanRecord(plan, interval),
          currency: preview.currency,
          amount_due_now_cents: preview.amountDueNowCents,
          proration_credit_cents: preview.prorationCreditCents,
          credit_left_cents: preview.creditLeftCents,
          next_invoice_at: preview.nextInvoiceAt.toISOString(),
          next_invoice_amount_cents: preview.nextInvoiceAmountCents,
          lines: preview.lines.map((line) => ({
            description: line.description,
            amount_cents: line.amountCents,
          })),
        },
      };
    },
  );

  app.post(
    '/:id/refund',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'refundSubscription',
        summary: 'The 30-day money-back guarantee: end the subscription now, refund every payment',
        description: `Once per merchant. ${MONEY_CALL}`,
        params: UuidIdParams,
        response: { 200: RefundResponse, ...BILLING_ERRORS },
      },
    },
    async (request, reply): Promise<RefundResponse> => {
      const answer = await managing.refund(
        merchantOf(request).id,
        request.params.id,
        idempotentCallOf(request),
      );
      if (!answer.replayed) {
        request.log.info(
          {
            event: 'subscription_refunded',
            subscription_id: request.params.id,
            refunded_cents: answer.body.data.refunded_cents,
          },
          'subscription refunded: money-back guarantee',
        );
      }
      return sendKept(reply, answer);
    },
  );

  app.put(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'changePlan',
        summary: 'Change plan; answers the prorated amount billed now (negative: a credit)',
        description: MONEY_CALL,
        params: UuidIdParams,
        body: ChangePlanBody,
        response: { 200: ChangePlanResponse, ...BILLING_ERRORS },
      },
    },
    async (request, reply): Promise<ChangePlanResponse> => {
      const answer = await managing.changePlan(
        merchantOf(request).id,
        request.params.id,
        request.body,
        idempotentCallOf(request),
      );
      return sendKept(reply, answer);
    },
  );

  app.delete(
    '/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'cancelSubscription',
        summary: 'Cancel at the end of the period, or now with ?immediately=true',
        description: MONEY_CALL,
        params: UuidIdParams,
        querystring: CancelQuery,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request, reply): Promise<SubscriptionResponse> => {
      const answer = await managing.cancel(
        merchantOf(request).id,
        request.params.id,
        request.query.immediately ?? false,
        idempotentCallOf(request),
      );
      return sendKept(reply, answer);
    },
  );

  app.post(
    '/:id/reactivate',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'reactivateSubscription',
        summary: 'Undo a cancel before the period ends',
        description: MONEY_CALL,
        params: UuidIdParams,
        response: { 200: SubscriptionResponse, ...BILLING_ERRORS },
      },
    },
    async (request, reply): Promise<SubscriptionResponse> => {
      const answer = await managing.reactivate(
        merchantOf(request).id,
        request.params.id,
        idempotentCallOf(request),
      );
      return sendKept(reply, answer);
    },
  );
};

export default subscriptionsRoutes;
