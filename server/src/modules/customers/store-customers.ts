import { customerSearchOf } from './customer-search';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/app-error';
import type { Page, PageQuery } from '../../contract/pagination';
import { pageWindow } from '../../contract/pagination';
import {
  createStoreCustomersRepository,
  type CustomerSort,
  type StoreCustomerRow,
} from '../../repositories/store-customers-repository';
import {
  createStoreAccess,
  MANAGERS,
  STORE_NOT_FOUND,
  type Caller,
} from '../../services/staff/store-access';
import type { CustomerDetailResponse } from './schemas';

const CUSTOMER_NOT_FOUND = 'This customer has no card at this store.';

/** A list row as the answer sends it (the export's local times left out). */
function recordOf(row: StoreCustomerRow) {
  return {
    id: row.id,
    name: row.name,
    short_code: row.short_code,
    first_visit: row.first_visit,
    last_visit: row.last_visit,
    visits: row.visits,
    stamps: row.stamps,
    rewards_earned: row.rewards_earned,
    rewards_redeemed: row.rewards_redeemed,
  };
}

/**
 * A store's customers (docs/api.md, "Customers"): who holds a card of it, and their figures there.
 * The store's owner and its managers (docs/product.md, "Staff"); a cashier is 403; another
 * merchant's store, or an unknown one, is 404 (never someone else's customers).
 */
export function createStoreCustomers(app: FastifyInstance) {
  const repository = createStoreCustomersRepository(app.db);

  const storeAccess = createStoreAccess(app.db);

  /** The store, with its merchant (whose time zone the export writes), for its owner or a manager. */
  async function storeOf(caller: Caller, storeId: string) {
    return storeAccess.atStore(caller, storeId, MANAGERS, STORE_NOT_FOUND);
  }

  return {
    storeOf,

    async list(
      caller: Caller,
      storeId: string,
      query: PageQuery & { search?: string; sort: CustomerSort },
    ): Promise<Page<ReturnType<typeof recordOf>>> {
      const { store } = await storeOf(caller, storeId);
      const { rows, total } = await repository.list(store.id, {
        search: customerSearchOf(query.search, store.country),
        sort: query.sort,
        ...pageWindow(query),
      });
      return { items: rows.map(recordOf), page: query.page, page_size: query.page_size, total };
    },

    async detail(
      caller: Caller,
      storeId: string,
      customerId: string,
      query: PageQuery,
    ): Promise<CustomerDetailResponse['data']> {
      const { store } = await storeOf(caller, storeId);
      const customer = await repository.find(store.id, customerId);
      if (!customer) throw httpError(404, 'NOT_FOUND', CUSTOMER_NOT_FOUND);
      const [cards, history] = await Promise.all([
        repository.cards(store.id, customerId),
        repository.history(store.id, customerId, pageWindow(query)),
      ]);
      return {
        customer: recordOf(customer),
        cards,
        history: {
          items: history.rows,
          page: query.page,
          page_size: query.page_size,
          total: history.total,
        },
      };
    },
  };
}
