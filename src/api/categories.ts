import { api } from './baseApi';
import type { AnswerData } from './contract';
import type { Envelope } from './types';

/** A store category (`GET /categories`). */
export type Category = AnswerData<'/categories', 'get'>[number];

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
