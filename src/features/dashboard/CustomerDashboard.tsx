import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { asApiError } from '../../api/client/apiError';
import { useGetHomeQuery } from '../../api/home';
import { EmptyState } from '../../components/EmptyState';
import { CustomerCardsSection } from './CustomerCardsSection';
import { CustomerDashboardSkeleton } from './CustomerDashboardSkeleton';
import { CustomerQrCard } from './CustomerQrCard';
import { FeaturedStores } from './FeaturedStores';
import { RecentActivity } from './RecentActivity';

/**
 * A customer's dashboard (docs/product.md, "The customer's dashboard"): the personal QR code, the
 * reward cards with their stamps, the latest activity and stores to discover, from `GET /home`.
 * `live`: what follows the customer's cards as they change (the app's live notice, docs/api.md,
 * "Live updates"), placed above them.
 */
export function CustomerDashboard({ live }: { live?: ReactNode }) {
  const home = useGetHomeQuery();
  if (home.isError) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="We couldn't load your dashboard"
        description={
          <>
            {asApiError(home.error).message}
            <br />
            Check your connection and try again.
          </>
        }
        action={
          <Button
            variant="contained"
            onClick={() => void home.refetch()}
            disabled={home.isFetching}
          >
            {home.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        }
      />
    );
  }
  if (!home.data) return <CustomerDashboardSkeleton />;
  // The server answers by the caller's role; a session that changed role meanwhile reloads.
  if (home.data.role !== 'user') return null;
  const {
    qr_code: qrCode,
    short_code: shortCode,
    user,
    cards,
    recent_activity: activity,
    featured_stores: stores,
  } = home.data;
  return (
    <>
      {live}
      <Stack spacing={4}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <CustomerQrCard qrCode={qrCode} shortCode={shortCode} firstName={user.first_name} />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Stack spacing={3}>
              <CustomerCardsSection cards={cards} />
              <RecentActivity activity={activity} />
            </Stack>
          </Grid>
        </Grid>
        <FeaturedStores stores={stores} />
      </Stack>
    </>
  );
}
