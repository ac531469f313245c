import { Suspense, type ReactNode } from 'react';
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
 * from this chunk; after it, the numbers of MerchantAnalytics, whose chunk loads then. It is not
 * loaded beside `GET /home`: running it costs a phone a long task (about 100 ms under Lighthouse's
 * 4x slowdown) that a new merchant's page does not need. While `GET /home` is on its way, an
 * outline of the steps' size: the page keeps its height for a new merchant (no layout shift), and
 * a merchant with numbers gets their outline as soon as the answer says so.
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
  const merchantHome = home.data?.role === 'merchant' ? home.data : undefined;
  const firstRun = merchantHome?.recent_activity.length === 0;
  // The steps need the stores (one store: its page is where cards are made); the numbers ask too.
  const stores = useGetMyStoresQuery(undefined, { skip: !firstRun });
  if (merchantHome && firstRun) {
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
