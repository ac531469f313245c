import { api } from './baseApi';
import type { AnswerData, QueryOf, RequestBody } from './contract';
import type { Envelope } from './types';

/** The `store` record (docs/api.md, "Stores"): in the listing, `GET /stores/:id` and `/stores/me`. */
export type Store = AnswerData<'/stores', 'post'>;

export type StoreStatus = Store['status'];

/** `GET /stores/:id`: the store with its branches and its active reward cards. */
export type StoreDetail = AnswerData<'/stores/{id}', 'get'>;

/** `GET /stores/me`: the caller's stores, hidden ones included, and the plan's limits. */
export type MyStores = AnswerData<'/stores/me', 'get'>;

/** `POST /stores`: the store's own fields. */
export type StoreBody = RequestBody<'/stores', 'post'>;

/** `PUT /stores/:id`: any of the same fields. */
export type StoreUpdate = RequestBody<'/stores/{id}', 'put'>;

/** The `branch` record (docs/api.md, "Branches"). */
export type Branch = AnswerData<'/branches/{id}', 'put'>;

/** The days `mon`..`sun`; a missing or empty day is closed. */
export type OpeningHours = Branch['opening_hours'];

export type WeekDay = keyof OpeningHours;

/**
 * One interval of a day, `[open, close]` in `HH:MM`. The server's schema holds exactly two strings
 * (docs/api.md, "Branches"), which the generated type writes as `string[]`.
 */
export type OpeningInterval = NonNullable<OpeningHours[WeekDay]>[number];

/** `POST /branches`: a branch of one of the caller's stores. */
export type BranchBody = RequestBody<'/branches', 'post'>;

/** A branch's own fields, as its form writes them for a create or an update. */
export type BranchFields = Omit<BranchBody, 'store_id'>;

/** `PUT /branches/:id`: any of the same fields but the store. */
export type BranchUpdate = RequestBody<'/branches/{id}', 'put'>;

/** `POST /stores/me/avatar`: the logo's address, and the store it is for (null: the brand's). */
export type StoreLogo = AnswerData<'/stores/me/avatar', 'post'>;

/** `GET /stores/me/settings`: the merchant's defaults. */
export type StoreSettings = AnswerData<'/stores/me/settings', 'get'>;
export type StoreSettingsBody = RequestBody<'/stores/me/settings', 'put'>;

/** A category as the listing's filter shows it, with how many listed stores it has. */
export type ListedCategory = AnswerData<'/store-listing/categories', 'get'>[number];

/** `GET /store-listing/stores`: a page of the listed stores. */
export type StoreListingPage = AnswerData<'/store-listing/stores', 'get'>;

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
    getStoreListing: build.query<StoreListingPage, StoreListingArgs>({
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
      transformResponse: (answer: Envelope<StoreListingPage>) => answer.data,
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
    updateStore: build.mutation<Store, StoreUpdate & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/stores/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: Envelope<Store>) => answer.data,
      invalidatesTags: (_answer, _error, { id }) => [MINE, storeTag(id), 'StoreListing'],
    }),
    /** docs/api.md, "Stores": hiding answers the store, now hidden. */
    hideStore: build.mutation<Store, string>({
      query: (id) => ({ url: `/stores/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (answer: Envelope<Store>) => answer.data,
      invalidatesTags: (_answer, _error, id) => [MINE, storeTag(id), 'StoreListing'],
    }),
    uploadStoreLogo: build.mutation<StoreLogo, { storeId: string; file: File }>({
      query: ({ storeId, file }) => {
        const body = new FormData();
        body.append('store_id', storeId);
        body.append('file', file);
        return { url: '/stores/me/avatar', method: 'POST', body };
      },
      transformResponse: (answer: Envelope<StoreLogo>) => answer.data,
      invalidatesTags: (_answer, _error, { storeId }) => [MINE, storeTag(storeId), 'StoreListing'],
    }),
    getStoreSettings: build.query<StoreSettings, void>({
      query: () => '/stores/me/settings',
      transformResponse: (answer: Envelope<StoreSettings>) => answer.data,
      providesTags: ['StoreSettings'],
    }),
    updateStoreSettings: build.mutation<StoreSettings, StoreSettingsBody>({
      query: (body) => ({ url: '/stores/me/settings', method: 'PUT', body }),
      transformResponse: (answer: Envelope<StoreSettings>) => answer.data,
      invalidatesTags: ['StoreSettings'],
    }),
    /** `GET /branches/:storeId`: a store's branches, oldest first (the analytics' branch filter). */
    getStoreBranches: build.query<Branch[], string>({
      query: (storeId) => `/branches/${encodeURIComponent(storeId)}`,
      transformResponse: (answer: Envelope<Branch[]>) => answer.data,
      providesTags: (_answer, _error, storeId) => [storeTag(storeId)],
    }),
    createBranch: build.mutation<Branch, BranchBody>({
      query: (body) => ({ url: '/branches', method: 'POST', body }),
      transformResponse: (answer: Envelope<Branch>) => answer.data,
      invalidatesTags: (_answer, _error, { store_id }) => [MINE, storeTag(store_id)],
    }),
    updateBranch: build.mutation<Branch, BranchUpdate & { id: string; store_id: string }>({
      // `store_id` names the page to refresh; the server reads the branch's store itself.
      query: ({ id, store_id: _storeId, ...body }) => ({
        url: `/branches/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: Envelope<Branch>) => answer.data,
      invalidatesTags: (_answer, _error, { store_id }) => [storeTag(store_id)],
    }),
    deleteBranch: build.mutation<null, { id: string; store_id: string }>({
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
  useUpdateStoreSettingsMutation,
  useGetStoreBranchesQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useDeleteBranchMutation,
} = storesApi;
