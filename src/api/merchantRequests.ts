import { api } from './baseApi';
import type { Envelope } from './types';

export type MerchantRequestStatus = 'pending' | 'accepted' | 'rejected';

export interface MerchantRequestBody {
  business_name: string;
  business_type: 'individual' | 'company';
  category_id: string;
  store_name: string;
  description: string;
  phone: string;
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
  website?: string;
}

/** api-contract.md "Records": `merchant_request`: what was sent, and where its review stands. */
export interface MerchantRequest extends Omit<MerchantRequestBody, 'website'> {
  id: string;
  merchant_id: string;
  status: MerchantRequestStatus;
  website: string | null;
  rejection_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** api-contract.md "Conventions": a page of a list that can grow. */
export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export interface MerchantRequestListArgs {
  status?: MerchantRequestStatus;
  page: number;
  page_size: number;
}

const LIST = { type: 'MerchantRequest' as const, id: 'LIST' };

/** api-contract.md "Onboarding and merchant requests". */
export const merchantRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMerchantRequest: build.mutation<MerchantRequest, MerchantRequestBody>({
      query: (body) => ({ url: '/merchant-requests', method: 'POST', body }),
      transformResponse: (answer: Envelope<MerchantRequest>) => answer.data,
      invalidatesTags: [LIST, 'StepStatus'],
    }),
    getMyMerchantRequests: build.query<MerchantRequest[], void>({
      query: () => '/merchant-requests/my',
      transformResponse: (answer: Envelope<MerchantRequest[]>) => answer.data,
      providesTags: [LIST],
    }),
    getMyPendingMerchantRequest: build.query<MerchantRequest | null, void>({
      query: () => '/merchant-requests/my/pending',
      transformResponse: (answer: Envelope<MerchantRequest | null>) => answer.data,
      providesTags: [LIST],
    }),
    getMerchantRequests: build.query<Page<MerchantRequest>, MerchantRequestListArgs>({
      query: ({ status, page, page_size }) => ({
        url: '/merchant-requests',
        params: { ...(status ? { status } : {}), page, page_size },
      }),
      transformResponse: (answer: Envelope<Page<MerchantRequest>>) => answer.data,
      providesTags: (answer) => [
        LIST,
        ...(answer?.items ?? []).map(({ id }) => ({ type: 'MerchantRequest' as const, id })),
      ],
    }),
    getMerchantRequest: build.query<MerchantRequest, string>({
      query: (id) => `/merchant-requests/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<MerchantRequest>) => answer.data,
      providesTags: (_answer, _error, id) => [{ type: 'MerchantRequest', id }],
    }),
    acceptMerchantRequest: build.mutation<MerchantRequest, string>({
      query: (id) => ({
        url: `/merchant-requests/${encodeURIComponent(id)}/accept`,
        method: 'POST',
      }),
      transformResponse: (answer: Envelope<MerchantRequest>) => answer.data,
      invalidatesTags: (_answer, _error, id) => [LIST, { type: 'MerchantRequest', id }],
    }),
    rejectMerchantRequest: build.mutation<MerchantRequest, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/merchant-requests/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (answer: Envelope<MerchantRequest>) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [LIST, { type: 'MerchantRequest', id }],
    }),
  }),
});

export const {
  useCreateMerchantRequestMutation,
  useGetMyMerchantRequestsQuery,
  useGetMyPendingMerchantRequestQuery,
  useGetMerchantRequestsQuery,
  useGetMerchantRequestQuery,
  useAcceptMerchantRequestMutation,
  useRejectMerchantRequestMutation,
} = merchantRequestsApi;
