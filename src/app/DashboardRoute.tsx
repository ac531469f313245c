import { MerchantNumbers } from '../features/analytics/MerchantNumbers';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LiveCardNotice } from '../features/live/LiveCardNotice';
import { MyCodeView } from '../features/myCode/MyCodeView';
import { ScanCustomerButton } from '../features/stamping/ScanCustomerButton';
import { paths } from '../shared/paths';

// The /scan/:code page shares this chunk: it is the scanner's other door, and one chunk for both
// keeps the app's start-up list of chunks short (docs/performance.md).
export { ScanCodePage } from '../features/stamping/ScanCodePage';
// So does /counter, the scanner's door for staff (docs/product.md, "Staff").
export { CounterRoute } from './CounterRoute';

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
      // The merchant's numbers load as a chunk of their own, for a merchant who has them: a
      // customer's dashboard never downloads them (docs/performance.md, budgets).
      merchantContent={
        <MerchantNumbers billingHref={billingHref} scanAction={<ScanCustomerButton />} />
      }
      customerLive={<LiveCardNotice />}
      customerSavedCode={(code) => <MyCodeView code={code} fromSaved />}
    />
  );
}
