import { StaffFiguresTable } from '../features/analytics/StaffFiguresTable';
import { DEFAULT_PRESET, presetRange } from '../features/analytics/analyticsRange';
import { CounterPinCard } from '../features/counter/CounterPinCard';
import { ScanCustomerButton } from '../features/stamping/ScanCustomerButton';
import { CounterPage } from '../features/staff/CounterPage';

/**
 * `/counter` (docs/product.md, "Staff"), made of three features (docs/architecture.md, "A page
 * made of several features"): staff brings the choice of store and branch, stamping the scanner
 * for them, counter the person's counter PIN, and analytics a manager's figures per person.
 */
export function CounterRoute() {
  return (
    <CounterPage
      scanAction={(place) => (
        <ScanCustomerButton key={`${place.store.id} ${place.branchId}`} place={place} />
      )}
      personalContent={(workplace) => (
        <CounterPinCard key={workplace.staff_id} workplace={workplace} />
      )}
      managerContent={(workplace) => {
        // The last 30 days, as the dashboard opens on.
        const { from, to } = presetRange(DEFAULT_PRESET, new Date());
        return <StaffFiguresTable from={from} to={to} storeId={workplace.store.id} />;
      }}
    />
  );
}
