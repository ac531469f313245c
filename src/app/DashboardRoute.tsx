import { Suspense } from 'react';
import { AnalyticsSkeleton } from '../features/analytics/AnalyticsSkeleton';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LiveCardNotice } from '../features/live/LiveCardNotice';
import { MyCodeView } from '../features/myCode/MyCodeView';
import { ScanCustomerButton } from '../features/stamping/ScanCustomerButton';
import { retryableLazy } from '../lib/retryableLazy';
import { paths } from '../shared/paths';

// The /scan/:code page shares this chunk: it is the scanner's other door, and one chunk for both
// keeps the app's start-up list of chunks short (docs/performance.md).
export { ScanCodePage } from '../features/stamping/ScanCodePage';
// So does /counter, the scanner's door for staff (docs/product.md, "Staff").
export { CounterRoute } from './CounterRoute';

// The merchant's numbers are a chunk of their own, loaded only for a merchant: a customer's
// dashboard never downloads them (docs/performance.md, budgets).
const MerchantAnalytics = retryableLazy(() =>
  import('../features/analytics/MerchantAnalytics').then((module) => module.MerchantAnalytics),
);

const billingHref = paths.billing();

/**
 * The dashboard with the merchant's scanner and analytics on it (docs/architecture.md, "A page
 * made of several features"): the dashboard places them, the scanner and analytics features bring
 * them; the customer's cards follow live (docs/api.md, "Live updates"), with the live feature's
 * notice; offline, the code page's view shows the code saved on this device (docs/product.md,
 * "Your code offline").
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      merchantAction={<ScanCustomerButton />}
      merchantContent={
        <Suspense fallback={<AnalyticsSkeleton />}>
          <MerchantAnalytics billingHref={billingHref} scanAction={<ScanCustomerButton />} />
        </Suspense>
      }
      customerLive={<LiveCardNotice />}
      customerSavedCode={(code) => <MyCodeView code={code} fromSaved />}
    />
  );
}
