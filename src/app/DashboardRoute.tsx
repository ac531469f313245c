import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ScanCustomerButton } from '../features/scanner/ScanCustomerButton';

/**
 * The dashboard with the merchant's scanner on it (docs/architecture.md, "A page made of several
 * features"): the dashboard places the button, the scanner feature brings it.
 */
export function DashboardRoute() {
  return <DashboardPage merchantAction={<ScanCustomerButton />} />;
}
