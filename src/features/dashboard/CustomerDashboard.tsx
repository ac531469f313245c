import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { asApiError } from '../../api/client/apiError';
import { useGetHomeQuery } from '../../api/home';
import type { CustomerCard } from '../../api/rewardCards';
import { EmptyState } from '../../components/EmptyState';
import { selectUser } from '../../session/sessionSlice';
import type { SavedCode } from '../../session/savedCode';
import { useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { CustomerCardsSection } from './CustomerCardsSection';
import { CustomerDashboardSkeleton } from './CustomerDashboardSkeleton';
import { CustomerQrCard } from './CustomerQrCard';
import { FeaturedStores } from './FeaturedStores';
import { RecentActivity } from './RecentActivity';
import { useSavedCode } from './useSavedCode';

/**
 * A customer's dashboard (docs/product.md, "The customer's dashboard"): the personal QR code, the
 * reward cards with their stamps, the latest activity and stores to discover, from `GET /home`.
 * `live`: what follows the customer's cards as they change (the app's live notice, docs/api.md,
 * "Live updates"), placed above them. `savedCode`: how the code saved on this device is shown
 * when the server cannot be read (the app's code page view): offline, the installed app opens
 * here, and the code is what the customer came for (docs/product.md, "Your code offline").
 * `cardActions`: what each card offers under it (the app's wallet buttons).
 */
export function CustomerDashboard({
  live,
  savedCode,
  cardActions,
}: {
  live?: ReactNode;
  savedCode?: (code: SavedCode) => ReactNode;
  cardActions?: (card: CustomerCard) => ReactNode;
}) {
  const account = useAppSelector(selectUser);
  // The server answers nothing but the code page before the email is verified: say so, and lead
  // back to it (docs/product.md, "Email code").
  const unverified = account?.email_verified === false;
  const home = useGetHomeQuery(undefined, { skip: unverified });
  const saved = useSavedCode(account?.id, home.data);
  if (unverified) {
    return (
      <EmptyState
        icon={<MarkEmailUnreadOutlined />}
        title="Confirm your email to start collecting rewards"
        description={
          <>
            Enter the 6-digit code we sent to{' '}
            {/* A long address breaks rather than widening the page on a phone. */}
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {account.email}
            </Box>
            . Your QR code is ready as soon as it is confirmed.
          </>
        }
        action={
          <Button variant="contained" component={RouterLink} to={paths.customerVerifyEmail()}>
            Enter the code
          </Button>
        }
      />
    );
  }
  const offlineCopy = home.isError && savedCode ? saved.read() : null;
  if (offlineCopy && savedCode) return savedCode(offlineCopy);
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
              <CustomerCardsSection cards={cards} cardActions={cardActions} />
              <RecentActivity activity={activity} />
            </Stack>
          </Grid>
        </Grid>
        <FeaturedStores stores={stores} />
      </Stack>
    </>
  );
}
