import { api } from './baseApi';
import type { Envelope } from './types';

/** A store category (api-contract.md "GET /categories"). */
export interface Category {
  id: string;
  name: string;
  slug: string;
}

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (answer: Envelope<Category[]>) => answer.data,
      providesTags: ['Categories'],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
