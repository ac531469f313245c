import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createCategoriesRepository } from '../../repositories/categories-repository';
import { toCategoryRecord } from '../../services/catalog/category-record';
import { CategoriesResponse } from './schemas';

/** `GET /categories`: the store categories, by name. Public. */
const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = createCategoriesRepository(app.db);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listCategories',
        security: [],
        tags: ['categories'],
        summary: 'Every store category, sorted by name',
        response: { 200: CategoriesResponse },
      },
    },
    async (): Promise<CategoriesResponse> => ({
      success: true,
      data: (await categories.list()).map(toCategoryRecord),
    }),
  );
};

export default categoriesRoutes;
