import { api } from './baseApi';
import type { AnswerData, QueryOf } from './contract';
import type { Page } from './merchantRequests';
import type {
  Branch,
  BranchBody,
  MyStores,
  Store,
  StoreBody,
  StoreDetail,
  StoreSettings,
} from './pendingContract';
import type { Envelope } from './types';

/** A category as the listing's filter shows it, with how many listed stores it has. */
export type ListedCategory = AnswerData<'/store-listing/categories', 'get'>[number];

/** `GET /store-listing/stores`'s query: the page, and any of search, category and city. */
export type StoreListingArgs = QueryOf<'/store-listing/stores', 'get'>;

// Tags (docs/style.md, "One API"): a store's own tag covers its page, branches included; `MINE`
// is the merchant's list; the listing is refreshed by any store change, since a new, renamed or
// hidden store changes what the directory shows.
const MINE = { type: 'Store' as const, id: 'MINE' };
const storeTag = (id: string) => ({ type: 'Store' as const, id });

/** docs/api.md, "Stores" and "Branches"; the listing: "Categories and the store listing". */
export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreListing: build.query<Page<Store>, StoreListingArgs>({
      query: ({ search, category, city, page, page_size }) => ({
        url: '/store-listing/stores',
        params: {
          ...(search ? { search } : {}),
          ...(category ? { category } : {}),
          ...(city ? { city } : {}),
          page,
          page_size,
        },
      }),
      transformResponse: (answer: Envelope<Page<Store>>) => answer.data,
      providesTags: ['StoreListing'],
    }),
    getListingCategories: build.query<ListedCategory[], void>({
      query: () => '/store-listing/categories',
      transformResponse: (answer: Envelope<ListedCategory[]>) => answer.data,
      providesTags: ['StoreListing'],
    }),
    getMyStores: build.query<MyStores, void>({
      query: () => '/stores/me',
      transformResponse: (answer: Envelope<MyStores>) => answer.data,
      providesTags: (answer) => [MINE, ...(answer?.items ?? []).map(({ id }) => storeTag(id))],
    }),
    getStore: build.query<StoreDetail, string>({
      query: (id) => `/stores/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<StoreDetail>) => answer.data,
      providesTags: (_answer, _error, id) => [
        storeTag(id),
        { type: 'RewardCard', id: `STORE-${id}` },
      ],
    }),
    createStore: build.mutation<Store, StoreBody>({
      query: (body) => ({ url: '/stores', method: 'POST', body }),
      transformResponse: (answer: Envelope<Store>) => answer.data,
      invalidatesTags: [MINE, 'StoreListing'],
    }),
    updateStore: build.mutation<Store, StoreBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/stores/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: Envelope<Store>) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [MINE, storeTag(id), 'StoreListing'],
    }),
    hideStore: build.mutation<unknown, string>({
      query: (id) => ({ url: `/stores/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, id) => [MINE, storeTag(id), 'StoreListing'],
    }),
    uploadStoreLogo: build.mutation<{ avatar_url: string }, { storeId: string; file: File }>({
      query: ({ storeId, file }) => {
        const body = new FormData();
        body.append('store_id', storeId);
        body.append('file', file);
        return { url: '/stores/me/avatar', method: 'POST', body };
      },
      transformResponse: (answer: Envelope<{ avatar_url: string }>) => answer.data,
      invalidatesTags: (_answer, _error, { storeId }) => [MINE, storeTag(storeId), 'StoreListing'],
    }),
    getStoreSettings: build.query<StoreSettings, void>({
      query: () => '/stores/me/settings',
      transformResponse: (answer: Envelope<StoreSettings>) => answer.data,
      providesTags: ['StoreSettings'],
    }),
    createBranch: build.mutation<Branch, BranchBody & { store_id: string }>({
      query: (body) => ({ url: '/branches', method: 'POST', body }),
      transformResponse: (answer: Envelope<Branch>) => answer.data,
      invalidatesTags: (_answer, _error, { store_id }) => [MINE, storeTag(store_id)],
    }),
    updateBranch: build.mutation<Branch, BranchBody & { id: string; store_id: string }>({
      // `store_id` names the page to refresh; the server reads the branch's store itself.
      query: ({ id, store_id: _storeId, ...body }) => ({
        url: `/branches/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: Envelope<Branch>) => answer.data,
      invalidatesTags: (_answer, _error, { store_id }) => [storeTag(store_id)],
    }),
    deleteBranch: build.mutation<unknown, { id: string; store_id: string }>({
      query: ({ id }) => ({ url: `/branches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { store_id }) => [MINE, storeTag(store_id)],
    }),
  }),
});

export const {
  useGetStoreListingQuery,
  useGetListingCategoriesQuery,
  useGetMyStoresQuery,
  useGetStoreQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useHideStoreMutation,
  useUploadStoreLogoMutation,
  useGetStoreSettingsQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useDeleteBranchMutation,
} = storesApi;
