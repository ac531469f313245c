import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from './client/baseApi';
import type { AnswerData, QueryOf } from './client/contract';

// The SPA's names for a store's customers (docs/api.md, "Customers"), read from the generated types.

/** `GET /stores/:id/customers`'s `data`: a page of customers. */
export type CustomerPage = AnswerData<'/stores/{id}/customers', 'get'>;

/** One customer of the store, with their figures there. */
export type StoreCustomer = CustomerPage['items'][number];

/** `GET /stores/:id/customers/:customerId`'s `data`: their cards and their history there. */
export type CustomerDetail = AnswerData<'/stores/{id}/customers/{customerId}', 'get'>;

export type CustomerInteraction = CustomerDetail['history']['items'][number];

export type CustomerCard = CustomerDetail['cards'][number];

/** `?sort=`: a column, or `-column` for the largest (the newest) first. */
export type CustomerSort = NonNullable<QueryOf<'/stores/{id}/customers', 'get'>['sort']>;

export interface CustomerListArgs {
  storeId: string;
  search: string;
  sort: CustomerSort;
  page: number;
  pageSize: number;
}

export interface CustomerDetailArgs {
  storeId: string;
  customerId: string;
  page: number;
}

/** The CSV the export answered, with the file name the server gave it. */
export interface CustomersExport {
  fileName: string;
  csv: string;
}

/** How many interactions a page of a customer's history shows. */
export const HISTORY_PAGE_SIZE = 20;

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}/customers`;

/** `attachment; filename="x.csv"` → `x.csv`. */
function fileNameOf(disposition: string | null | undefined): string | undefined {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * A store's customers (docs/product.md, "Customers"). Their figures change with every stamp, so
 * they answer to `Customers`, which the scanner invalidates as it closes (features/stamping).
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStoreCustomers: build.query<CustomerPage, CustomerListArgs>({
      query: ({ storeId, search, sort, page, pageSize }) => ({
        url: storePath(storeId),
        params: { sort, page, page_size: pageSize, ...(search.trim() ? { search } : {}) },
      }),
      providesTags: ['Customers'],
    }),
    getStoreCustomer: build.query<CustomerDetail, CustomerDetailArgs>({
      query: ({ storeId, customerId, page }) => ({
        url: `${storePath(storeId)}/${encodeURIComponent(customerId)}`,
        params: { page, page_size: HISTORY_PAGE_SIZE },
      }),
      providesTags: ['Customers'],
    }),
    /**
     * The CSV, through the base query so it carries the session's token; kept as text, as the
     * analytics export is (src/api/analytics.ts), and made a file by the page.
     */
    exportStoreCustomers: build.mutation<
      CustomersExport,
      Pick<CustomerListArgs, 'storeId' | 'search' | 'sort'>
    >({
      query: ({ storeId, search, sort }) => ({
        url: `${storePath(storeId)}/export`,
        params: { sort, ...(search.trim() ? { search } : {}) },
        // JSON for the error envelope, text for the CSV.
        responseHandler: 'content-type',
      }),
      transformResponse: (csv: string, meta) => ({
        csv,
        fileName:
          fileNameOf(
            (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
          ) ?? 'qrewards-customers.csv',
      }),
    }),
  }),
});

export const {
  useListStoreCustomersQuery,
  useGetStoreCustomerQuery,
  useExportStoreCustomersMutation,
} = customersApi;
