import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';
import { MY_STORES_TAG, storeTag } from './stores';

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

// Tags (docs/style.md, "One API"): a branch lives on its store's page, so a branch change refreshes
// that store's tag, and the merchant's list when the number of branches changes.

/** docs/api.md, "Branches". */
export const branchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /branches/:storeId`: a store's branches, oldest first (the analytics' branch filter). */
    getStoreBranches: build.query<Branch[], string>({
      query: (storeId) => `/branches/${encodeURIComponent(storeId)}`,
      providesTags: (_answer, _error, storeId) => [storeTag(storeId)],
    }),
    createBranch: build.mutation<Branch, BranchBody>({
      query: (body) => ({ url: '/branches', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { store_id }) => [MY_STORES_TAG, storeTag(store_id)],
    }),
    updateBranch: build.mutation<Branch, BranchUpdate & { id: string; store_id: string }>({
      // `store_id` names the page to refresh; the server reads the branch's store itself.
      query: ({ id, store_id: _storeId, ...body }) => ({
        url: `/branches/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_answer, _error, { store_id }) => [storeTag(store_id)],
    }),
    deleteBranch: build.mutation<null, { id: string; store_id: string }>({
      query: ({ id }) => ({ url: `/branches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { store_id }) => [MY_STORES_TAG, storeTag(store_id)],
    }),
  }),
});

export const {
  useGetStoreBranchesQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useDeleteBranchMutation,
} = branchesApi;
