import { customerSearchOf } from './customer-search';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../contract/envelope';
import { PageQuery } from '../../contract/pagination';
import { accountOf } from '../../plugins/auth';
import { createStoreCustomersRepository } from '../../repositories/store-customers-repository';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import { customersCsvStream } from './csv-export';
import {
  CUSTOMER_ERRORS,
  CustomerCsvResponse,
  CustomerDetailResponse,
  CustomerExportQuery,
  CustomerListQuery,
  CustomerPageResponse,
  StoreCustomerParams,
  StoreIdParams,
} from './schemas';
import { createStoreCustomers } from './store-customers';

/**
 * `/stores/:id/customers`: the customers holding a card of one of the merchant's stores, each
 * one's history there, and the list as CSV (docs/api.md, "Customers"). Registered under `/stores`
 * beside the store routes of their own module.
 */
const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customers = createStoreCustomers(app);
  const schema = { tags: ['customers'], security: [{ bearerAuth: [] }] };

  app.get(
    '/:id/customers',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'listStoreCustomers',
        summary: "A page of the store's customers with their visits, stamps and rewards there",
        params: StoreIdParams,
        querystring: CustomerListQuery,
        response: { 200: CustomerPageResponse, ...CUSTOMER_ERRORS },
      },
    },
    async (request): Promise<CustomerPageResponse> => ({
      success: true,
      data: await customers.list(accountOf(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/:id/customers/export',
    {
      // A report: on the reports' connections, a few at once per account (docs/api.md, "Analytics").
      preHandler: [app.authenticate, app.reports.limitPerAccount],
      schema: {
        ...schema,
        operationId: 'exportStoreCustomers',
        summary: "The store's customers as a CSV file",
        params: StoreIdParams,
        querystring: CustomerExportQuery,
        response: { 200: CustomerCsvResponse, ...CUSTOMER_ERRORS, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // Every refusal is decided here, before the first byte of the file.
      const { store, merchant } = await customers.storeOf(accountOf(request), request.params.id);
      const { timeZone } = await merchantSettingsOf(app.db, merchant.id);
      const stream = customersCsvStream(
        {
          list: (storeId, query) =>
            app.reports.run((db) => createStoreCustomersRepository(db).list(storeId, query)),
        },
        store.id,
        {
          search: customerSearchOf(request.query.search, store.country),
          sort: request.query.sort,
          timeZone,
        },
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="qrewards-customers-${store.slug}.csv"`,
          )
          .header('cache-control', 'no-store')
          // The schema types the answer as the text it is; Fastify sends a stream as it comes.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    '/:id/customers/:customerId',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'getStoreCustomer',
        summary: "One customer's cards and history at the store (its interactions, newest first)",
        params: StoreCustomerParams,
        querystring: PageQuery,
        response: { 200: CustomerDetailResponse, ...CUSTOMER_ERRORS },
      },
    },
    async (request): Promise<CustomerDetailResponse> => ({
      success: true,
      data: await customers.detail(
        accountOf(request),
        request.params.id,
        request.params.customerId,
        request.query,
      ),
    }),
  );
};

export default customersRoutes;
