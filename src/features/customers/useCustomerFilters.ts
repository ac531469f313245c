import { useLocation, useNavigate } from 'react-router-dom';
import type { CustomerSort } from '../../api/customers';
import { DEFAULT_SORT, isCustomerSort } from './sortOptions';

/** What the customers page shows: a store, a search, an order, a page and an open customer. */
export interface CustomerFilters {
  storeId: string;
  search: string;
  sort: CustomerSort;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  /** The customer whose history is open, or ''. */
  customerId: string;
}

export const PAGE_SIZES = [20, 50, 100];

/** The query string's names: `?store=…&q=ana&sort=-visits&page=2&size=50&customer=…`. */
const PARAM = {
  storeId: 'store',
  search: 'q',
  sort: 'sort',
  page: 'page',
  pageSize: 'size',
  customerId: 'customer',
} as const;

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
};

/**
 * The page's filters in the URL's query string, so a reload, back and forward keep them and an
 * open history closes with Back (docs/state-ownership.md: the URL owns a page's filters).
 */
export function useCustomerFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const sort = params.get(PARAM.sort);
  const size = positive(params.get(PARAM.pageSize));
  const filters: CustomerFilters = {
    storeId: params.get(PARAM.storeId) ?? '',
    search: params.get(PARAM.search) ?? '',
    sort: isCustomerSort(sort) ? sort : DEFAULT_SORT,
    page: positive(params.get(PARAM.page)) ?? 1,
    pageSize: size && PAGE_SIZES.includes(size) ? size : PAGE_SIZES[0]!,
    customerId: params.get(PARAM.customerId) ?? '',
  };

  /** Changes some filters; a new store, search, order or page size starts at page 1. */
  const update = (changes: Partial<CustomerFilters>, options: { replace?: boolean } = {}) => {
    const next = { ...filters, ...changes };
    const restarts = (['storeId', 'search', 'sort', 'pageSize'] as const).some(
      (key) => changes[key] !== undefined && changes[key] !== filters[key],
    );
    if (restarts && changes.page === undefined) next.page = 1;
    const query = new URLSearchParams();
    if (next.storeId) query.set(PARAM.storeId, next.storeId);
    if (next.search) query.set(PARAM.search, next.search);
    if (next.sort !== DEFAULT_SORT) query.set(PARAM.sort, next.sort);
    if (next.page > 1) query.set(PARAM.page, String(next.page));
    if (next.pageSize !== PAGE_SIZES[0]) query.set(PARAM.pageSize, String(next.pageSize));
    if (next.customerId) query.set(PARAM.customerId, next.customerId);
    const search = query.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: options.replace });
  };

  return { filters, update };
}
