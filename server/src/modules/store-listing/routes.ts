import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../http/envelope';
import { pageWindow } from '../../http/pagination';
import { createStoresRepository } from '../../repositories/stores-repository';
import { StoreListingQuery, StorePageResponse, toStoreRecord } from './schemas';

/** `GET /store-listing/stores`: the public directory of active stores of verified merchants. */
const storeListingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stores = createStoresRepository(app.db);

  app.get(
    '/stores',
    {
      schema: {
        tags: ['store-listing'],
        summary: 'Active stores of verified merchants, by name',
        querystring: StoreListingQuery,
        response: { 200: StorePageResponse, 400: ErrorEnvelope },
      },
    },
    async (request): Promise<StorePageResponse> => {
      const { page, page_size } = request.query;
      const { rows, total } = await stores.listPublic({
        search: request.query.search?.trim() || undefined,
        category: request.query.category?.trim() || undefined,
        city: request.query.city?.trim() || undefined,
        ...pageWindow({ page, page_size }),
      });
      return { success: true, data: { items: rows.map(toStoreRecord), page, page_size, total } };
    },
  );
};

export default storeListingRoutes;
