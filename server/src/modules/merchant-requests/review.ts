import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MerchantRequestRow, UserRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createAuditEventsRepository } from '../../repositories/audit-events-repository';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { createPlansInServiceRepository } from '../../repositories/plans-in-service';
import { createSubscriptionsRepository } from '../../repositories/subscriptions-repository';
import { refundSubscription } from '../../services/payments/money-back';
import { formatMoney } from '../../services/payments/money';
import { createUsersRepository } from '../../repositories/users-repository';
import type { MailMessage } from '../../infrastructure/mail/mailer';
import {
  requestAcceptedEmail,
  requestRejectedEmail,
  type ReviewEmailInput,
} from '../../services/mailer/review-emails';
import { freeSlug } from '../../services/catalog/slugs';

export const REQUEST_NOT_FOUND = 'This merchant request does not exist.';
export const ALREADY_REVIEWED = 'This request has already been reviewed.';

/** An admin accepts or rejects a pending request; the merchant hears by email either way. */
export function createRequestReview(app: FastifyInstance) {
  const requests = createMerchantRequestsRepository(app.db);
  const users = createUsersRepository(app.db);
  const merchants = createMerchantsRepository(app.db);
  const subscriptions = createSubscriptionsRepository(app.db);

  async function pendingRequest(id: string): Promise<MerchantRequestRow> {
    const request = await requests.findById(id);
    if (!request) throw httpError(404, 'NOT_FOUND', REQUEST_NOT_FOUND);
    if (request.status !== 'pending') throw httpError(409, 'CONFLICT', ALREADY_REVIEWED);
    return request;
  }

  /** Mail failures are logged, not thrown: the review itself is done and committed. */
  async function notify(
    request: MerchantRequestRow,
    log: FastifyBaseLogger,
    write: (input: ReviewEmailInput) => MailMessage,
  ): Promise<void> {
    const merchant = await merchants.findById(request.merchantId);
    const owner = merchant && (await users.findById(merchant.userId));
    if (!owner) return;
    try {
      await app.mailer.send(
        write({ to: owner.email, firstName: owner.firstName, storeName: request.storeName }),
      );
    } catch (error) {
      log.error({ err: error, request_id: request.id }, 'review email was not sent');
    }
  }

  return {
    async accept(id: string, admin: UserRow, log: FastifyBaseLogger): Promise<MerchantRequestRow> {
      const request = await pendingRequest(id);
      const now = app.now();
      const accepted = await app.db.transaction(async (tx) => {
        const row = await createMerchantRequestsRepository(tx).review(id, {
          status: 'accepted',
          reviewedAt: now,
          reviewedBy: admin.id,
        });
        if (!row) throw httpError(409, 'CONFLICT', ALREADY_REVIEWED);
        await createMerchantsRepository(tx).setVerificationStatus(row.merchantId, 'verified', now);
        const stores = createStoresRepository(tx);
        const store = await stores.insert({
          merchantId: row.merchantId,
          name: row.storeName,
          slug: await freeSlug(row.storeName, stores),
          description: row.description,
          categoryId: row.categoryId,
          phone: row.phone,
          website: row.website,
          addressLine: row.addressLine,
          city: row.city,
          postalCode: row.postalCode,
          country: row.country,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
        await createAuditEventsRepository(tx).record({
          actorId: admin.id,
          action: 'merchant_request.accepted',
          subjectType: 'merchant_request',
          subjectId: row.id,
          details: { merchant_id: row.merchantId, store_id: store.id },
          createdAt: now,
        });
        return row;
      });
      log.info({ event: 'merchant_request_accepted', request_id: id }, 'merchant request accepted');
      const planActive = await createPlansInServiceRepository(app.db).has(
        request.merchantId,
        app.now(),
      );
      await notify(request, log, (input) => requestAcceptedEmail({ ...input, planActive }));
      return accepted;
    },

    async reject(
      id: string,
      reason: string,
      admin: UserRow,
      log: FastifyBaseLogger,
    ): Promise<MerchantRequestRow> {
      const request = await pendingRequest(id);
      const text = reason.trim();
      if (text.length < 3) {
        throw httpError(400, 'VALIDATION_ERROR', 'Please give a reason of at least 3 characters.', {
          reason: ['reason must be at least 3 characters'],
        });
      }
      // docs/product.md, "Refunds": the live subscription ends now and every payment goes back,
      // before the rejection is written, so a provider that cannot be reached (503) leaves the
      // request pending for the administrator to retry.
      const live = await subscriptions.findLive(request.merchantId, [
        'active',
        'past_due',
        'incomplete',
      ]);
      const refund =
        live &&
        (
          await refundSubscription(
            app,
            {
              merchantId: request.merchantId,
              subscriptionId: live.subscription.id,
              reason: 'request_rejected',
            },
            undefined,
            (outcome) => ({ status: 200, body: outcome }),
          )
        ).body;
      if (refund) {
        log.info(
          {
            event: 'subscription_refunded',
            subscription_id: refund.subscription.subscription.id,
            refunded_cents: refund.refundedCents,
          },
          'subscription refunded: merchant request rejected',
        );
      }
      const refunded =
        refund && refund.refundedCents > 0
          ? formatMoney(refund.refundedCents, refund.currency)
          : null;
      const now = app.now();
      const rejected = await app.db.transaction(async (tx) => {
        const row = await createMerchantRequestsRepository(tx).review(id, {
          status: 'rejected',
          rejectionReason: text,
          reviewedAt: now,
          reviewedBy: admin.id,
        });
        if (!row) throw httpError(409, 'CONFLICT', ALREADY_REVIEWED);
        await createMerchantsRepository(tx).setVerificationStatus(row.merchantId, 'rejected', now);
        await createAuditEventsRepository(tx).record({
          actorId: admin.id,
          action: 'merchant_request.rejected',
          subjectType: 'merchant_request',
          subjectId: row.id,
          details: { merchant_id: row.merchantId, reason: text },
          createdAt: now,
        });
        return row;
      });
      log.info({ event: 'merchant_request_rejected', request_id: id }, 'merchant request rejected');
      await notify(request, log, (input) =>
        requestRejectedEmail({ ...input, reason: text, refunded }),
      );
      return rejected;
    },
  };
}
