import { Suspense, useEffect, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useGetHomeQuery } from '../../api/home';
import { useGetMyStoresQuery } from '../../api/stores';
import { retryableLazy } from '../../lib/retryableLazy';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';
import { FirstRunSteps } from './FirstRunSteps';

// The merchant's numbers are a chunk of their own, loaded only for a merchant who has them: a
// customer's dashboard never downloads them, nor does a new merchant's (docs/performance.md).
const MerchantAnalytics = retryableLazy(() =>
  import('./MerchantAnalytics').then((module) => module.MerchantAnalytics),
);

/**
 * The merchant's part of the dashboard (docs/product.md, "The merchant's dashboard"): until the
 * first stamp (the activity of `GET /home` is empty), the steps that lead to it, drawn at once
 * from this chunk; after it, the numbers of MerchantAnalytics, whose chunk starts downloading as
 * this part mounts, beside `GET /home`. While `GET /home` is on its way, an outline of the steps'
 * size: the page then keeps its height for a new merchant (no layout shift), and a merchant with
 * numbers gets their outline as soon as the answer says so.
 */
export function MerchantNumbers({
  billingHref,
  scanAction,
}: {
  billingHref?: string;
  /** The app's "Scan a customer", for the first-run steps (a feature may not import another). */
  scanAction?: ReactNode;
}) {
  // Read fresh on each visit, so a card made on the store page shows its step done.
  const home = useGetHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  const stores = useGetMyStoresQuery();
  useEffect(() => {
    // Not awaited: a failed load shows when MerchantAnalytics renders (the page's "Try again").
    MerchantAnalytics.preload().catch(() => undefined);
  }, []);
  const merchantHome = home.data?.role === 'merchant' ? home.data : undefined;
  if (merchantHome && merchantHome.recent_activity.length === 0) {
    return (
      <FirstRunSteps
        stores={stores.data?.items ?? []}
        activeCards={merchantHome.stats.active_cards}
        scanAction={scanAction}
      />
    );
  }
  if (home.isLoading) {
    return (
      <Skeleton
        variant="rounded"
        role="status"
        aria-label="Loading your numbers"
        sx={{ height: { xs: FIRST_RUN_HEIGHT.xs, sm: FIRST_RUN_HEIGHT.sm } }}
      />
    );
  }
  return (
    <Suspense fallback={<AnalyticsSkeleton />}>
      <MerchantAnalytics billingHref={billingHref} scanAction={scanAction} />
    </Suspense>
  );
}

/** The first-run steps' height in px at 412 px (Lighthouse's phone) and 1350 px, in Chromium. */
const FIRST_RUN_HEIGHT = { xs: 453, sm: 365 };
