import type { FastifyInstance } from 'fastify';
import type { Page } from '../../contract/pagination';
import {
  createMerchantRequestsRepository,
  type RequestForReview,
  type RequestListQuery,
} from '../../repositories/merchant-requests-repository';
import { createNewestSubscriptionsRepository } from '../../repositories/newest-subscriptions-repository';
import { toAdminRequestRecord, type AdminMerchantRequestRecord } from './schemas';

/**
 * What an admin reads to review requests: each request with its category, its applicant and the
 * merchant's newest subscription. A page costs three queries (the joined page, its count, the
 * subscriptions of its merchants), however many requests it holds.
 */
export function createReviewReading(app: FastifyInstance) {
  const requests = createMerchantRequestsRepository(app.db);
  const newestSubscriptions = createNewestSubscriptionsRepository(app.db);

  async function withPayments(rows: RequestForReview[]): Promise<AdminMerchantRequestRecord[]> {
    const subscriptions = await newestSubscriptions.forMerchants(
      rows.map((row) => row.request.merchantId),
    );
    const byMerchant = new Map(subscriptions.map((row) => [row.merchantId, row]));
    return rows.map((row) => toAdminRequestRecord(row, byMerchant.get(row.request.merchantId)));
  }

  return {
    async list(
      query: RequestListQuery,
    ): Promise<Pick<Page<AdminMerchantRequestRecord>, 'items' | 'total'>> {
      const { rows, total } = await requests.listForReview(query);
      return { items: await withPayments(rows), total };
    },

    async find(id: string): Promise<AdminMerchantRequestRecord | undefined> {
      const row = await requests.findForReview(id);
      if (!row) return undefined;
      const [record] = await withPayments([row]);
      return record;
    },
  };
}
