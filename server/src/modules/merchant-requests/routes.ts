import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { pageWindow } from '../../contract/pagination';
import { accountOf, merchantOf } from '../../plugins/auth';
import { createMerchantRequestsRepository } from '../../repositories/merchant-requests-repository';
import { createRequestReview, REQUEST_NOT_FOUND } from './review';
import { createReviewReading } from './review-reading';
import {
  AdminRequestPageResponse,
  AdminRequestResponse,
  MaybeRequestResponse,
  RejectBody,
  RequestIdParams,
  RequestListQuery,
  RequestListResponse,
  RequestResponse,
  toRequestRecord,
} from './schemas';
import { submitRequestRoute } from './submit-route';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** Everything under `/merchant-requests`: a merchant's own requests, and the admin's review. */
const merchantRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requests = createMerchantRequestsRepository(app.db);
  const review = createRequestReview(app);
  const reviewReading = createReviewReading(app);
  const asMerchant = { preHandler: app.requireMerchant };
  const asAdmin = { preHandler: app.requireAdmin };
  const schema = { tags: ['merchant-requests'], security: [{ bearerAuth: [] }] };

  submitRequestRoute(app, '/', 'createMerchantRequest');

  app.get(
    '/my',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'listMyMerchantRequests',
        summary: "The caller's requests, newest first",
        response: { 200: RequestListResponse, ...errors },
      },
    },
    async (request): Promise<RequestListResponse> => {
      const merchant = merchantOf(request);
      const rows = await requests.listForMerchant(merchant.id);
      return { success: true, data: rows.map(toRequestRecord) };
    },
  );

  app.get(
    '/my/pending',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'getMyPendingMerchantRequest',
        summary: "The caller's request under review, or null",
        response: { 200: MaybeRequestResponse, ...errors },
      },
    },
    async (request): Promise<MaybeRequestResponse> => {
      const merchant = merchantOf(request);
      const row = await requests.findForMerchant(merchant.id, ['pending']);
      return { success: true, data: row ? toRequestRecord(row) : null };
    },
  );

  app.get(
    '/my/:id',
    {
      ...asMerchant,
      schema: {
        ...schema,
        operationId: 'getMyMerchantRequest',
        summary: "One of the caller's requests",
        params: RequestIdParams,
        response: { 200: RequestResponse, ...errors },
      },
    },
    async (request): Promise<RequestResponse> => {
      const merchant = merchantOf(request);
      const row = await requests.findById(request.params.id);
      // Another merchant's request is "not found": never reveal that it exists.
      if (!row || row.merchantId !== merchant.id) {
        throw httpError(404, 'NOT_FOUND', REQUEST_NOT_FOUND);
      }
      return { success: true, data: toRequestRecord(row) };
    },
  );

  app.get(
    '/',
    {
      ...asAdmin,
      schema: {
        ...schema,
        operationId: 'listMerchantRequests',
        summary: 'Every request, newest first, with its category, applicant and payment (admin)',
        querystring: RequestListQuery,
        response: { 200: AdminRequestPageResponse, ...errors },
      },
    },
    async (request): Promise<AdminRequestPageResponse> => {
      const { page, page_size, status } = request.query;
      const { items, total } = await reviewReading.list({
        status,
        ...pageWindow({ page, page_size }),
      });
      return { success: true, data: { items, page, page_size, total } };
    },
  );

  app.get(
    '/:id',
    {
      ...asAdmin,
      schema: {
        ...schema,
        operationId: 'getMerchantRequest',
        summary: 'One request, with its category, applicant and payment (admin)',
        params: RequestIdParams,
        response: { 200: AdminRequestResponse, ...errors },
      },
    },
    async (request): Promise<AdminRequestResponse> => {
      const record = await reviewReading.find(request.params.id);
      if (!record) throw httpError(404, 'NOT_FOUND', REQUEST_NOT_FOUND);
      return { success: true, data: record };
    },
  );

  app.post(
    '/:id/accept',
    {
      ...asAdmin,
      schema: {
        ...schema,
        operationId: 'acceptMerchantRequest',
        summary: 'Accept a pending request: the merchant is verified and the store listed (admin)',
        params: RequestIdParams,
        response: { 200: RequestResponse, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request): Promise<RequestResponse> => {
      const row = await review.accept(request.params.id, accountOf(request).user, request.log);
      return { success: true, message: 'The request was accepted.', data: toRequestRecord(row) };
    },
  );

  app.post(
    '/:id/reject',
    {
      ...asAdmin,
      schema: {
        ...schema,
        operationId: 'rejectMerchantRequest',
        summary: 'Reject a pending request with a reason (admin)',
        params: RequestIdParams,
        body: RejectBody,
        response: { 200: RequestResponse, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request): Promise<RequestResponse> => {
      const { id } = request.params;
      const row = await review.reject(
        id,
        request.body.reason,
        accountOf(request).user,
        request.log,
      );
      return { success: true, message: 'The request was rejected.', data: toRequestRecord(row) };
    },
  );
};

export default merchantRequestsRoutes;
