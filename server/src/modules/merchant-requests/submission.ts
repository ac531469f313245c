import type { FastifyInstance } from 'fastify';
import {
  addressColumnsOf,
  filledText,
  phoneColumnOf,
  websiteColumnOf,
} from '../../contract/address-fields';
import type { MerchantRequestRow, MerchantRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import { createCategoriesRepository } from '../../repositories/categories-repository';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import type { CreateRequestBody } from './schemas';

export const PENDING_EXISTS = 'You already have a request under review.';
export const ALREADY_ACCEPTED = 'Your merchant request has already been accepted.';

/** A merchant sends a request: one may be under review at a time, none after an acceptance. */
export function createRequestSubmission(app: FastifyInstance) {
  const requests = createMerchantRequestsRepository(app.db);
  const categories = createCategoriesRepository(app.db);

  return async function submitRequest(
    merchant: MerchantRow,
    body: CreateRequestBody,
  ): Promise<MerchantRequestRow> {
    const open = await requests.findForMerchant(merchant.id, ['pending', 'accepted']);
    if (open?.status === 'pending') throw httpError(409, 'CONFLICT', PENDING_EXISTS);
    if (open) throw httpError(409, 'CONFLICT', ALREADY_ACCEPTED);
    if (!(await categories.findById(body.category_id))) {
      throw fieldError('category_id', 'Choose one of the listed categories.');
    }
    const now = app.now();
    const values = {
      merchantId: merchant.id,
      status: 'pending' as const,
      businessName: filledText(body.business_name, 'business_name'),
      businessType: body.business_type,
      categoryId: body.category_id,
      storeName: filledText(body.store_name, 'store_name'),
      description: filledText(body.description, 'description'),
      phone: filledText(phoneColumnOf(body.phone, body.country) ?? '', 'phone'),
      ...addressColumnsOf(body),
      website: websiteColumnOf(body.website) ?? null,
      createdAt: now,
    };
    try {
      return await app.db.transaction(async (tx) => {
        const row = await createMerchantRequestsRepository(tx).insert(values);
        // A new request after a rejection is under review again.
        if (merchant.verificationStatus === 'rejected') {
          await createMerchantsRepository(tx).setVerificationStatus(merchant.id, 'pending', now);
        }
        return row;
      });
    } catch (error) {
      // Two submits at once: the partial unique index lets only one be pending.
      if (isUniqueViolation(error, 'merchant_requests_one_pending')) {
        throw httpError(409, 'CONFLICT', PENDING_EXISTS);
      }
      throw error;
    }
  };
}
