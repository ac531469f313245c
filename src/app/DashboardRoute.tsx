import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LiveCardNotice } from '../features/live/LiveCardNotice';
import { ScanCustomerButton } from '../features/scanner/ScanCustomerButton';

// The /scan/:code page shares this chunk: it is the scanner's other door, and one chunk for both
// keeps the app's start-up list of chunks short (docs/performance.md).
export { ScanCodePage } from '../features/scanner/ScanCodePage';

/**
 * The dashboard with the merchant's scanner on it (docs/architecture.md, "A page made of several
 * features"): the dashboard places the button, the scanner feature brings it; the customer's
 * cards follow live (docs/api.md, "Live updates"), with the live feature's notice.
 */
export function DashboardRoute() {
  return (
    <DashboardPage merchantAction={<ScanCustomerButton />} customerLive={<LiveCardNotice />} />
  );
}
