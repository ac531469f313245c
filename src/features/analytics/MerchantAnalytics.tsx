import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { useGetAnalyticsOverviewQuery } from '../../api/analytics';
import { useGetHomeQuery } from '../../api/home';
import { useGetMyStoresQuery } from '../../api/stores';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { retryableLazy } from '../../lib/retryableLazy';
import { AnalyticsToolbar } from './AnalyticsToolbar';
import { ChartsSkeleton, KpiSkeleton } from './AnalyticsSkeleton';
import { formatDay } from './analyticsRange';
import { CohortTable } from './CohortTable';
import { FirstRunSteps } from './FirstRunSteps';
import { KpiGrid } from './KpiGrid';
import { MerchantActivityFeed } from './MerchantActivityFeed';
import { StaffFiguresTable } from './StaffFiguresTable';
import { TopBranches, TopRewardCards } from './TopLists';
import { useAnalyticsFilters } from './useAnalyticsFilters';

// The charts are a chunk of their own, so @mui/x-charts never reaches the app start or a
// customer's dashboard; the week's heatmap is drawn with them, under their budget
// (docs/performance.md, budgets).
const ActivityCharts = retryableLazy(() =>
  import(/* webpackChunkName: "analytics-charts" */ './ActivityCharts').then(
    (module) => module.ActivityCharts,
  ),
);
const BusiestHours = retryableLazy(() =>
  import(/* webpackChunkName: "analytics-charts" */ './BusiestHours').then(
    (module) => module.BusiestHours,
  ),
);

/** A part drawn by the charts' chunk: its outline while the chunk loads, "Try again" if it fails. */
function ChartsPart({ outline, children }: { outline: ReactNode; children: ReactNode }) {
  return (
    <LoadErrorBoundary
      fallback={(retry) => (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={retry}>
              Try again
            </Button>
          }
        >
          The charts could not load.
        </Alert>
      )}
    >
      <Suspense fallback={outline}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

/**
 * The merchant's numbers (docs/product.md, "The merchant's dashboard"): the range and filter,
 * the key figures against the period before, the charts, the top branches and cards, the busiest
 * hours, the returning customers by month and the latest activity. Until the merchant's first
 * stamp (their activity is empty), the steps that lead to it instead.
 */
export function MerchantAnalytics({
  billingHref,
  scanAction,
}: {
  billingHref?: string;
  /** The app's "Scan a customer", for the first-run steps (a feature may not import another). */
  scanAction?: ReactNode;
}) {
  const { filters, update } = useAnalyticsFilters();
  const overview = useGetAnalyticsOverviewQuery(
    {
      from: filters.from,
      to: filters.to,
      storeId: filters.storeId || undefined,
      branchId: filters.branchId || undefined,
    },
    // A range the picker refuses is never asked for (the server would answer 400).
    { refetchOnMountOrArgChange: true, skip: filters.problem !== null },
  );
  // The merchant's latest activity, whatever the range: none at all means no stamp yet. Read
  // fresh on each visit by MerchantNumbers, which shows this part once there is activity: asking
  // again as this part mounts would read it twice after the first stamp.
  const home = useGetHomeQuery();
  const stores = useGetMyStoresQuery();
  const merchantHome = home.data?.role === 'merchant' ? home.data : undefined;
  const data = overview.data;

  if (merchantHome && merchantHome.recent_activity.length === 0) {
    return (
      <FirstRunSteps
        stores={stores.data?.items ?? []}
        activeCards={merchantHome.stats.active_cards}
        scanAction={scanAction}
      />
    );
  }
  // Until both answers are in, a new merchant must not see a page of zeros for a moment.
  const waiting = (!data && filters.problem === null) || home.isLoading;
  return (
    <Stack spacing={3}>
      <AnalyticsToolbar filters={filters} onChange={update} billingHref={billingHref} />
      {filters.problem ? (
        <Typography role="status" color="text.secondary">
          No numbers for these dates: mend the range above.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {`${formatDay(filters.from)} – ${formatDay(filters.to)}`}
          {data ? ` · times in ${data.range.time_zone}` : ''}
        </Typography>
      )}
      {filters.problem ? null : overview.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void overview.refetch()}>
              Try again
            </Button>
          }
        >
          Your numbers could not be loaded.
        </Alert>
      ) : waiting || !data ? (
        <>
          <KpiSkeleton />
          <ChartsSkeleton />
        </>
      ) : (
        <>
          {overview.isFetching && <LinearProgress aria-label="Updating your numbers" />}
          <KpiGrid overview={data} />
          {data.totals.scans === 0 ? (
            // Empty charts would draw a bare axis ("0.0…"): say it in words instead.
            <EmptyState
              icon={<QrCodeScannerRounded />}
              title="No visits in these days"
              description="Choose a longer range or another store to see visits."
            />
          ) : (
            <ChartsPart outline={<ChartsSkeleton />}>
              <ActivityCharts overview={data} />
            </ChartsPart>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopBranches rows={data.top_branches} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopRewardCards rows={data.top_reward_cards} />
            </Grid>
          </Grid>
          <ChartsPart outline={<Skeleton variant="rounded" height={280} aria-hidden />}>
            <BusiestHours cells={data.busiest_hours} />
          </ChartsPart>
          <CohortTable cohorts={data.cohorts} />
          <StaffFiguresTable
            from={filters.from}
            to={filters.to}
            storeId={filters.storeId || undefined}
          />
        </>
      )}
      <MerchantActivityFeed />
    </Stack>
  );
}
