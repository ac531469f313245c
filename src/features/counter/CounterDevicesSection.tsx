import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { useGetCounterDevicesQuery, type CounterDevice } from '../../api/counter';
import { EmptyState } from '../../components/EmptyState';
import { ManagedListRow } from '../../components/ManagedListRow';
import { formatDateTime } from '../../lib/viewerFormat';
import { IdleLockSetting } from './IdleLockSetting';
import { SignOutDeviceDialog } from './SignOutDeviceDialog';
import { UseAsCounterDialog } from './UseAsCounterDialog';

interface CounterDevicesSectionProps {
  store: { id: string; name: string; counter_idle_lock_seconds: number };
  branches: { id: string; name: string }[];
  /** The owner sets the idle lock; a manager reads it. */
  owner: boolean;
}

/**
 * A store's counter devices, for its owner and managers (docs/api.md, "Counter mode"): shared browsers
 * where each person unlocks the scanner with their own PIN. Signs this browser in as one, signs a
 * device out, and (the owner) sets how soon an idle counter locks.
 */
export function CounterDevicesSection({ store, branches, owner }: CounterDevicesSectionProps) {
  const devices = useGetCounterDevicesQuery(store.id);
  const [adding, setAdding] = useState(false);
  const [signingOut, setSigningOut] = useState<CounterDevice | null>(null);
  const list = devices.data ?? [];
  const useHere = (
    <Button
      variant={list.length === 0 ? 'contained' : 'text'}
      startIcon={<PointOfSaleOutlined />}
      onClick={() => setAdding(true)}
      disabled={branches.length === 0}
    >
      Use this device as a counter
    </Button>
  );

  return (
    <Stack component="section" aria-labelledby="counter-devices-title" spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="counter-devices-title" variant="h5" component="h2">
          Counter devices
        </Typography>
        {list.length > 0 && useHere}
      </Stack>
      <IdleLockSetting store={store} editable={owner} />
      {devices.isLoading ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading the counter devices" />
      ) : devices.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void devices.refetch()}>
              Try again
            </Button>
          }
        >
          The counter devices could not be loaded.
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<PointOfSaleOutlined />}
          title="Share one device at the counter"
          description={
            branches.length === 0
              ? 'Add a branch first: a counter device stamps at one branch.'
              : 'Turn a tablet or till into a counter where each person unlocks the scanner with their own PIN, so every stamp still names who made it.'
          }
          action={useHere}
        />
      ) : (
        <List disablePadding aria-label={`Counter devices of ${store.name}`}>
          {list.map((device) => (
            <ManagedListRow
              key={device.id}
              titleId={`device-${device.id}`}
              title={device.name}
              details={
                <Typography variant="body2" color="text.secondary">
                  {`${device.branch.name} · ${
                    device.last_used_at
                      ? `Last used ${formatDateTime(device.last_used_at)}`
                      : 'Not used yet'
                  }`}
                </Typography>
              }
              actions={
                <Button color="error" onClick={() => setSigningOut(device)}>
                  Sign out
                </Button>
              }
            />
          ))}
        </List>
      )}
      {adding && (
        <UseAsCounterDialog store={store} branches={branches} onClose={() => setAdding(false)} />
      )}
      {signingOut && (
        <SignOutDeviceDialog
          storeId={store.id}
          device={signingOut}
          onClose={() => setSigningOut(null)}
        />
      )}
    </Stack>
  );
}
