import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

/** The `store` record (docs/api.md, "Stores"): in the listing, `GET /stores/:id` and `/stores/me`. */
export type Store = AnswerData<'/stores', 'post'>;

export type StoreStatus = Store['status'];

/**
 * `GET /stores/:id`: the store with its branches, its active reward cards and the counter's idle
 * lock (docs/api.md, "Counter mode").
 */
export type StoreDetail = AnswerData<'/stores/{id}', 'get'>;

/** `GET /stores/me`: the caller's stores, hidden ones included, and the plan's limits. */
export type MyStores = AnswerData<'/stores/me', 'get'>;

/** `POST /stores`: the store's own fields. */
export type StoreBody = RequestBody<'/stores', 'post'>;

/** `PUT /stores/:id`: any of the same fields. */
export type StoreUpdate = RequestBody<'/stores/{id}', 'put'>;

/** `POST /stores/me/avatar`: the logo's address, and the store it is for (null: the brand's). */
export type StoreLogo = AnswerData<'/stores/me/avatar', 'post'>;

// Tags (docs/style.md, "One API"): a store's own tag covers its page, branches included
// (src/api/branches.ts); `MY_STORES_TAG` is the merchant's list; the directory (`StoreListing`,
// src/api/storeDirectory.ts) is refreshed by any store change, since a new, renamed or hidden store
// changes what the directory shows.
export const MY_STORES_TAG = { type: 'Store' as const, id: 'MINE' };
export const storeTag = (id: string) => ({ type: 'Store' as const, id });

/** docs/api.md, "Stores": the merchant's own stores, and a store's public page. */
export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyStores: build.query<MyStores, void>({
      query: () => '/stores/me',
      providesTags: (answer) => [
        MY_STORES_TAG,
        ...(answer?.items ?? []).map(({ id }) => storeTag(id)),
      ],
    }),
    getStore: build.query<StoreDetail, string>({
      query: (id) => `/stores/${encodeURIComponent(id)}`,
      providesTags: (_answer, _error, id) => [
        storeTag(id),
        { type: 'RewardCard', id: `STORE-${id}` },
      ],
    }),
    createStore: build.mutation<Store, StoreBody>({
      query: (body) => ({ url: '/stores', method: 'POST', body }),
      invalidatesTags: [MY_STORES_TAG, 'StoreListing'],
    }),
    updateStore: build.mutation<Store, StoreUpdate & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/stores/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_answer, _error, { id }) => [MY_STORES_TAG, storeTag(id), 'StoreListing'],
    }),
    /** docs/api.md, "Stores": hiding answers the store, now hidden. */
    hideStore: build.mutation<Store, string>({
      query: (id) => ({ url: `/stores/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, id) => [MY_STORES_TAG, storeTag(id), 'StoreListing'],
    }),
    uploadStoreLogo: build.mutation<StoreLogo, { storeId: string; file: File }>({
      query: ({ storeId, file }) => {
        const body = new FormData();
        body.append('store_id', storeId);
        body.append('file', file);
        return { url: '/stores/me/avatar', method: 'POST', body };
      },
      invalidatesTags: (_answer, _error, { storeId }) => [
        MY_STORES_TAG,
        storeTag(storeId),
        'StoreListing',
      ],
    }),
  }),
});

export const {
  useGetMyStoresQuery,
  useGetStoreQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useHideStoreMutation,
  useUploadStoreLogoMutation,
} = storesApi;
