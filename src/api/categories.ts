import { api } from './client/baseApi';
import type { AnswerData } from './client/contract';

/** A store category (`GET /categories`). */
export type Category = AnswerData<'/categories', 'get'>[number];

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      providesTags: ['Categories'],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
