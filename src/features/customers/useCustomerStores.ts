import { useGetMyWorkplacesQuery } from '../../api/staff';
import { useGetMyStoresQuery } from '../../api/stores';
import { selectUser } from '../../session/sessionSlice';
import { useAppSelector } from '../../shared/hooks';

/** A store whose customers the viewer may see. */
export interface CustomerStore {
  id: string;
  name: string;
  hidden: boolean;
}

/**
 * The stores whose customers the viewer may see (docs/product.md, "Customers"): a merchant's own,
 * then those they manage for another owner (a store's managers see its customers; cashiers do not).
 */
export function useCustomerStores() {
  const user = useAppSelector(selectUser);
  const owner = user?.role_id === 'merchant';
  const mine = useGetMyStoresQuery(undefined, { skip: !owner });
  const workplaces = useGetMyWorkplacesQuery();
  const own: CustomerStore[] = (mine.data?.items ?? []).map((store) => ({
    id: store.id,
    name: store.name,
    hidden: store.status === 'hidden',
  }));
  const managed: CustomerStore[] = (workplaces.data ?? [])
    .filter(({ role, store }) => role === 'manager' && !own.some(({ id }) => id === store.id))
    .map(({ store }) => ({ id: store.id, name: store.name, hidden: false }));
  return {
    stores: [...own, ...managed],
    /** Whether every list the viewer has was read (an empty one means no store). */
    loaded: (!owner || mine.isSuccess) && workplaces.isSuccess,
    isLoading: (owner && mine.isLoading) || workplaces.isLoading,
    isError: (owner && mine.isError) || workplaces.isError,
    owner,
  };
}
