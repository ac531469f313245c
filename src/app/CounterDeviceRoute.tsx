import { CounterDevicePage } from '../features/counter/CounterDevicePage';
import { ScanCustomerButton } from '../features/stamping/ScanCustomerButton';

/**
 * `/counter/device` (docs/api.md, "Counter mode"), made of two features (docs/architecture.md, "A page made
 * of several features"): counter brings the device, its people, the PIN and the lock; stamping the
 * scanner at the device's store and branch, whose calls carry the unlocked person's token
 * (src/api/client/counterCredentials.ts).
 */
export function CounterDeviceRoute() {
  return (
    <CounterDevicePage
      scanAction={(place) => (
        <ScanCustomerButton key={`${place.store.id} ${place.branchId}`} place={place} />
      )}
    />
  );
}
