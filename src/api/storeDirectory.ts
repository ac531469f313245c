import { api } from './client/baseApi';
import type { AnswerData, QueryOf } from './client/contract';

/** A category as the directory's filter shows it, with how many listed stores it has. */
export type ListedCategory = AnswerData<'/store-listing/categories', 'get'>[number];

/** `GET /store-listing/stores`: a page of the listed stores. */
export type StoreListingPage = AnswerData<'/store-listing/stores', 'get'>;

/** `GET /store-listing/stores`'s query: the page, and any of search, category and city. */
export type StoreListingArgs = QueryOf<'/store-listing/stores', 'get'>;

// Tags (docs/style.md, "One API"): the directory is refreshed by any store change (src/api/stores.ts),
// since a new, renamed or hidden store changes what the directory shows.

/** docs/api.md, "Categories and the store listing": the public directory of stores. */
export const storeDirectoryApi = api.injectEndpoints({
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
      providesTags: ['StoreListing'],
    }),
    getListingCategories: build.query<ListedCategory[], void>({
      query: () => '/store-listing/categories',
      providesTags: ['StoreListing'],
    }),
  }),
});

export const { useGetStoreListingQuery, useGetListingCategoriesQuery } = storeDirectoryApi;
