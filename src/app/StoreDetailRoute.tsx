import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { asApiError } from '../api/client/apiError';
import { useGetMyWorkplacesQuery } from '../api/staff';
import { useGetStoreQuery } from '../api/stores';
import { EmptyState } from '../components/EmptyState';
import { PageFrame } from '../components/PageFrame';
import { BranchesSection } from '../features/branches/BranchesSection';
import { CounterDevicesSection } from '../features/counter/CounterDevicesSection';
import { RewardCardsSection } from '../features/rewardCards/RewardCardsSection';
import { StaffSection } from '../features/staff/StaffSection';
import { StoreProfile } from '../features/stores/StoreProfile';
import { useAppSelector } from '../shared/hooks';
import { paths } from '../shared/paths';

/**
 * /stores/:storeId, made of three features (docs/architecture.md, "A page made of several
 * features"): the store's profile, its branches, its reward cards, its staff and its counter
 * devices. Everyone sees the
 * page; its owner also gets the editors, a manager the editors but the store's own
 * (docs/product.md, "Staff"), and a signed-in customer their stamps (docs/product.md, "Store
 * pages").
 */
export function StoreDetailRoute() {
  const { storeId = '' } = useParams<{ storeId: string }>();
  const store = useGetStoreQuery(storeId);
  const session = useAppSelector((state) => state.session);
  const role = session.isDemo ? 'demo' : session.user?.role_id;
  const ownsIt = role === 'merchant' && session.merchant?.id === store.data?.merchant_id;
  // Where the account works: a manager of this store runs it too. An owner needs no answer.
  const workplaces = useGetMyWorkplacesQuery(undefined, {
    skip: !session.user || role === 'demo' || ownsIt || !store.data,
  });

  if (store.isLoading) {
    return (
      <PageFrame title="Store">
        <Stack spacing={2} aria-busy="true" aria-label="Loading the store">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      </PageFrame>
    );
  }
  if (!store.data) {
    // 404 for an unknown or hidden store; 400 for an id that cannot be one (not a UUID).
    const status = store.isError ? asApiError(store.error).status : undefined;
    const missing = status === 404 || status === 400;
    return (
      <PageFrame title={missing ? 'Store not found' : 'Store'} maxWidth="md">
        {missing ? (
          <EmptyState
            icon={<StorefrontOutlined />}
            title="This store is not open here"
            description="The link may be old, or the store is no longer listed. Find another one in the directory."
            action={
              <Button variant="contained" component={RouterLink} to={paths.stores()}>
                Browse stores
              </Button>
            }
          />
        ) : (
          <Alert severity="error">The store could not be loaded.</Alert>
        )}
      </PageFrame>
    );
  }

  const detail = store.data;
  const manager = (workplaces.data ?? []).some(
    (place) => place.store.id === detail.id && place.role === 'manager',
  );
  const runsIt = ownsIt || manager;
  const viewer = runsIt ? 'owner' : role === 'user' ? 'customer' : 'visitor';
  return (
    <PageFrame title={detail.name}>
      <Stack spacing={4}>
        <StoreProfile store={detail} owner={ownsIt} />
        <RewardCardsSection storeId={detail.id} cards={detail.reward_cards} viewer={viewer} />
        <BranchesSection
          storeId={detail.id}
          storeAddress={detail}
          branches={detail.branches}
          editable={runsIt}
        />
        {runsIt && <StaffSection store={detail} branches={detail.branches} />}
        {runsIt && (
          <CounterDevicesSection store={detail} branches={detail.branches} owner={ownsIt} />
        )}
      </Stack>
    </PageFrame>
  );
}
