import { useAppSelector } from '../../shared/hooks';
import { selectUser } from '../../session/sessionSlice';
import { MerchantStores } from './MerchantStores';
import { StoreDirectory } from './StoreDirectory';

/**
 * /stores adapts to who opens it (docs/product.md, "Store pages"): a merchant manages their
 * stores; everyone else (customers, administrators, visitors) browses the directory.
 */
export function StoresPage() {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  if (user?.role_id === 'merchant' && !isDemo) return <MerchantStores />;
  return <StoreDirectory isCustomer={user?.role_id === 'user' && !isDemo} />;
}
