import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../contract/envelope';
import { pageWindow } from '../../contract/pagination';
import { toCategoryRecord } from '../../services/catalog/category-record';
import { ListedCategoriesResponse, StoreListingQuery, StorePageResponse } from './schemas';

/**
 * The public directory: `GET /store-listing/stores`, active stores of verified merchants, and
 * `GET /store-listing/categories`, every category with how many of those stores it has.
 */
const storeDirectoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stores',
    {
      schema: {
        operationId: 'listDirectoryStores',
        security: [],
        tags: ['store-listing'],
        summary: 'Active stores of verified merchants: by relevance to `search`, then by name',
        querystring: StoreListingQuery,
        response: { 200: StorePageResponse, 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const { itemsJson, total } = await app.publicListing.page({
        search: request.query.search?.trim() || undefined,
        category: request.query.category?.trim() || undefined,
        city: request.query.city?.trim() || undefined,
        ...pageWindow({ page, page_size }),
      });
      // PostgreSQL wrote the records (public-store-pages.ts): a JSON string with a JSON content
      // type is sent as it is, not serialised again. The type provider types `send` by the
      // schema's object; this text is that object's JSON, so the cast says no more than that.
      const body = `{"success":true,"data":{"items":${itemsJson},"page":${page},"page_size":${page_size},"total":${total}}}`;
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as StorePageResponse);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        operationId: 'listDirectoryCategories',
        security: [],
        tags: ['store-listing'],
        summary: 'Every category with the number of listed stores in it',
        response: { 200: ListedCategoriesResponse },
      },
    },
    async (): Promise<ListedCategoriesResponse> => ({
      success: true,
      data: (await app.publicListing.categories()).map(({ category, storesCount }) => ({
        ...toCategoryRecord(category),
        stores_count: storesCount,
      })),
    }),
  );
};

export default storeDirectoryRoutes;
