import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { useGetAnalyticsOverviewQuery, type AnalyticsOverview } from '../../api/analytics';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { retryableLazy } from '../../lib/retryableLazy';
import { AnalyticsToolbar } from './AnalyticsToolbar';
import { ChartsSkeleton, KpiSkeleton } from './AnalyticsSkeleton';
import { formatDay } from './analyticsRange';
import { BusiestHours } from './BusiestHours';
import { CohortTable } from './CohortTable';
import { KpiGrid } from './KpiGrid';
import { MerchantActivityFeed } from './MerchantActivityFeed';
import { TopBranches, TopRewardCards } from './TopLists';
import { useAnalyticsFilters } from './useAnalyticsFilters';

// The charts are a chunk of their own, so @mui/x-charts never reaches the app start or a
// customer's dashboard (docs/performance.md, budgets).
const ActivityCharts = retryableLazy(() =>
  import(/* webpackChunkName: "analytics-charts" */ './ActivityCharts').then(
    (module) => module.ActivityCharts,
  ),
);

/** A merchant with nothing to count yet: no visit in the range or the one before, no cohort. */
const hasNoVisits = (overview: AnalyticsOverview) =>
  overview.totals.scans + overview.totals.stamps + overview.totals.redemptions === 0 &&
  overview.previous_totals.scans + overview.previous_totals.stamps === 0 &&
  overview.cohorts.length === 0 &&
  overview.rewards_outstanding === 0;

/**
 * The merchant's numbers (docs/product.md, "The merchant's dashboard"): the range and filter,
 * the key figures against the period before, the charts, the top branches and cards, the busiest
 * hours, the returning customers by month and the latest activity.
 */
export function MerchantAnalytics({ billingHref }: { billingHref?: string }) {
  const { filters, update } = useAnalyticsFilters();
  const overview = useGetAnalyticsOverviewQuery(
    {
      from: filters.from,
      to: filters.to,
      storeId: filters.storeId || undefined,
      branchId: filters.branchId || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const data = overview.data;
  return (
    <Stack spacing={3}>
      <AnalyticsToolbar filters={filters} onChange={update} billingHref={billingHref} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {`${formatDay(filters.from)} – ${formatDay(filters.to)}`}
        {data ? ` · times in ${data.range.time_zone}` : ''}
      </Typography>
      {overview.isFetching && data && <LinearProgress aria-label="Updating your numbers" />}
      {overview.isError && !data ? (
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
      ) : !data ? (
        <>
          <KpiSkeleton />
          <ChartsSkeleton />
        </>
      ) : hasNoVisits(data) ? (
        <EmptyState
          icon={<QrCodeScannerRounded />}
          title="No visits yet"
          // docs/product.md, "The merchant's dashboard": a new merchant's empty state.
          description="Scan a customer’s code at the counter to see your numbers here."
          action={
            <Button component={RouterLink} to={paths.stores()} variant="contained">
              Go to My Stores
            </Button>
          }
        />
      ) : (
        <>
          <KpiGrid overview={data} />
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
            <Suspense fallback={<ChartsSkeleton />}>
              <ActivityCharts series={data.series} />
            </Suspense>
          </LoadErrorBoundary>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopBranches rows={data.top_branches} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopRewardCards rows={data.top_reward_cards} />
            </Grid>
          </Grid>
          <BusiestHours cells={data.busiest_hours} />
          <CohortTable cohorts={data.cohorts} />
        </>
      )}
      <MerchantActivityFeed />
    </Stack>
  );
}
