import { api } from './client/baseApi';
import type { AnswerData, QueryOf, RequestBody } from './client/contract';

/** What a merchant sends (`POST /merchant-requests`). */
export type MerchantRequestBody = RequestBody<'/merchant-requests', 'post'>;

/** A merchant request: what was sent, and where its review stands. */
export type MerchantRequest = NonNullable<AnswerData<'/merchant-requests/my/pending', 'get'>>;

export type MerchantRequestStatus = MerchantRequest['status'];

/** A request as an administrator reads it: with its category, applicant and payment. */
export type AdminMerchantRequest = AnswerData<'/merchant-requests/{id}', 'get'>;

/** docs/api.md, "Conventions": a page of a list that can grow. */
export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export type MerchantRequestListArgs = QueryOf<'/merchant-requests', 'get'>;

const LIST = { type: 'MerchantRequest' as const, id: 'LIST' };

/** docs/api.md, "Merchant requests". */
export const merchantRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMerchantRequest: build.mutation<MerchantRequest, MerchantRequestBody>({
      query: (body) => ({ url: '/merchant-requests', method: 'POST', body }),
      invalidatesTags: [LIST, 'StepStatus'],
    }),
    getMyMerchantRequests: build.query<MerchantRequest[], void>({
      query: () => '/merchant-requests/my',
      providesTags: [LIST],
    }),
    getMyPendingMerchantRequest: build.query<MerchantRequest | null, void>({
      query: () => '/merchant-requests/my/pending',
      providesTags: [LIST],
    }),
    getMerchantRequests: build.query<Page<AdminMerchantRequest>, MerchantRequestListArgs>({
      query: ({ status, page, page_size }) => ({
        url: '/merchant-requests',
        params: { ...(status ? { status } : {}), page, page_size },
      }),
      providesTags: (answer) => [
        LIST,
        ...(answer?.items ?? []).map(({ id }) => ({ type: 'MerchantRequest' as const, id })),
      ],
    }),
    acceptMerchantRequest: build.mutation<MerchantRequest, string>({
      query: (id) => ({
        url: `/merchant-requests/${encodeURIComponent(id)}/accept`,
        method: 'POST',
      }),
      invalidatesTags: (_answer, _error, id) => [LIST, { type: 'MerchantRequest', id }],
    }),
    rejectMerchantRequest: build.mutation<MerchantRequest, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/merchant-requests/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_answer, _error, { id }) => [LIST, { type: 'MerchantRequest', id }],
    }),
  }),
});

export const {
  useCreateMerchantRequestMutation,
  useGetMyMerchantRequestsQuery,
  useGetMyPendingMerchantRequestQuery,
  useGetMerchantRequestsQuery,
  useAcceptMerchantRequestMutation,
  useRejectMerchantRequestMutation,
} = merchantRequestsApi;
