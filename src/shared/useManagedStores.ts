import { useGetMyWorkplacesQuery } from '../api/staff';
import { useGetMyStoresQuery } from '../api/stores';
import { selectUser } from '../session/sessionSlice';
import { useAppSelector } from './hooks';

/** A store the viewer manages: their own, or one they are a manager of. */
export interface ManagedStore {
  id: string;
  name: string;
  hidden: boolean;
}

/**
 * The stores the viewer manages: a merchant's own, then those they manage for another owner. A
 * store's managers see its customers (docs/product.md, "Customers") and run its automations
 * ("Automations"); cashiers do neither.
 */
export function useManagedStores() {
  const user = useAppSelector(selectUser);
  const owner = user?.role_id === 'merchant';
  const mine = useGetMyStoresQuery(undefined, { skip: !owner });
  const workplaces = useGetMyWorkplacesQuery();
  const own: ManagedStore[] = (mine.data?.items ?? []).map((store) => ({
    id: store.id,
    name: store.name,
    hidden: store.status === 'hidden',
  }));
  const managed: ManagedStore[] = (workplaces.data ?? [])
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
