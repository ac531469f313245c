import { useAppSelector } from '../shared/hooks';
import { selectUser } from '../session/sessionSlice';
import { StoreDirectory } from '../features/storeDirectory/StoreDirectory';
import { StampingRulesDialog } from '../features/storeSettings/StampingRulesDialog';
import { MerchantStores } from '../features/stores/MerchantStores';

/**
 * /stores adapts to who opens it (docs/product.md, "Store pages"): a merchant manages their
 * stores and their stamping rules; everyone else (customers, administrators, visitors) browses the
 * directory. A page made of three features (docs/architecture.md, "A page made of several
 * features").
 */
export function StoresRoute() {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  if (user?.role_id === 'merchant' && !isDemo)
    return <MerchantStores StampingRulesDialog={StampingRulesDialog} />;
  return <StoreDirectory isCustomer={user?.role_id === 'user' && !isDemo} />;
}
