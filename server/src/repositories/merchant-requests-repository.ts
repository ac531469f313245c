import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  merchantRequests,
  merchants,
  users,
  type MerchantRequestRow,
  type NewMerchantRequestRow,
  type RequestStatus,
} from '../db/schema';

export interface RequestListQuery {
  status?: RequestStatus;
  offset: number;
  limit: number;
}

/** A request as an admin reviews it: with its category's name and the applicant's account. */
export interface RequestForReview {
  request: MerchantRequestRow;
  categoryName: string | null;
  applicant: { firstName: string; lastName: string; email: string };
}

export type ReviewPatch = Pick<MerchantRequestRow, 'status' | 'reviewedAt' | 'reviewedBy'> &
  Partial<Pick<MerchantRequestRow, 'rejectionReason'>>;

/** SQL for the `merchant_requests` table. */
export function createMerchantRequestsRepository(db: Database) {
  // The applicant is the merchant's user account; a category is never deleted, but a left join
  // keeps a request readable if one ever is.
  const forReview = () =>
    db
      .select({
        request: merchantRequests,
        categoryName: categories.name,
        applicant: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(merchantRequests)
      .innerJoin(merchants, eq(merchants.id, merchantRequests.merchantId))
      .innerJoin(users, eq(users.id, merchants.userId))
      .leftJoin(categories, eq(categories.id, merchantRequests.categoryId));

  return {
    async insert(values: NewMerchantRequestRow): Promise<MerchantRequestRow> {
      const [row] = await db.insert(merchantRequests).values(values).returning();
      if (!row) throw new Error('insert into merchant_requests returned no row');
      return row;
    },

    async findById(id: string): Promise<MerchantRequestRow | undefined> {
      const [row] = await db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
      return row;
    },

    /** Newest first. */
    async listForMerchant(merchantId: string): Promise<MerchantRequestRow[]> {
      return db
        .select()
        .from(merchantRequests)
        .where(eq(merchantRequests.merchantId, merchantId))
        .orderBy(desc(merchantRequests.createdAt), desc(merchantRequests.id));
    },

    /** The merchant's newest request that is in one of `statuses`. */
    async findForMerchant(
      merchantId: string,
      statuses: RequestStatus[],
    ): Promise<MerchantRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantRequests)
        .where(
          and(
            eq(merchantRequests.merchantId, merchantId),
            inArray(merchantRequests.status, statuses),
          ),
        )
        .orderBy(desc(merchantRequests.createdAt))
        .limit(1);
      return row;
    },

    /** A page of requests for review, newest first, joined in one query (no query per row). */
    async listForReview(
      query: RequestListQuery,
    ): Promise<{ rows: RequestForReview[]; total: number }> {
      const where: SQL | undefined = query.status
        ? eq(merchantRequests.status, query.status)
        : undefined;
      const rows = await forReview()
        .where(where)
        .orderBy(desc(merchantRequests.createdAt), desc(merchantRequests.id))
        .offset(query.offset)
        .limit(query.limit);
      const [total] = await db.select({ value: count() }).from(merchantRequests).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async findForReview(id: string): Promise<RequestForReview | undefined> {
      const [row] = await forReview().where(eq(merchantRequests.id, id));
      return row;
    },

    /**
     * Records a review only while the request is still pending, so two admins reviewing at once
     * cannot both win: the loser gets undefined.
     */
    async review(id: string, patch: ReviewPatch): Promise<MerchantRequestRow | undefined> {
      const [row] = await db
        .update(merchantRequests)
        .set(patch)
        .where(and(eq(merchantRequests.id, id), eq(merchantRequests.status, 'pending')))
        .returning();
      return row;
    },
  };
}

export type MerchantRequestsRepository = ReturnType<typeof createMerchantRequestsRepository>;
