import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { asApiError, type ApiError } from '../../api/client/apiError';
import {
  useGetCounterDeviceQuery,
  type CounterDeviceInfo,
  type CounterPerson,
  type CounterUnlock,
} from '../../api/counter';
import { EmptyState } from '../../components/EmptyState';
import { counterLocked, counterSessionOf, counterUnlocked } from '../../session/counterSession';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { PeopleList } from './PeopleList';
import { PinPad } from './PinPad';
import { forgetDevice, readSavedDevice } from './savedDevice';
import { UnlockedCounter, type CounterPlace } from './UnlockedCounter';

/** The server's code for a device signed out (or never signed in). */
const DEVICE_UNKNOWN = 'COUNTER_DEVICE_UNKNOWN';

interface CounterDevicePageProps {
  /** The app's scanner at the device's store and branch (a feature may not import another). */
  scanAction: (place: CounterPlace) => ReactNode;
}

/**
 * `/counter/device`: a shared browser signed in as a store's counter (docs/api.md, "Counter mode"). Whoever
 * is at the counter taps their name and types their PIN; the scanner then stamps as them until
 * they lock it, switch person, or leave it idle. Works signed out: the device has no session.
 */
export function CounterDevicePage({ scanAction }: CounterDevicePageProps) {
  const [saved, setSaved] = useState(readSavedDevice);
  const [unknown, setUnknown] = useState<string | null>(null);
  const forget = useCallback((message: string) => {
    forgetDevice();
    setSaved(null);
    setUnknown(message);
  }, []);

  if (!saved) {
    return (
      <CounterShell>
        <EmptyState
          icon={<PointOfSaleOutlined />}
          title={unknown ? 'This device is no longer a counter' : 'This browser is not a counter'}
          description={
            unknown ??
            'A store’s owner or manager makes it one: sign in, open the store’s page and choose “Use this device as a counter”.'
          }
          action={
            <Button variant="contained" component={RouterLink} to={paths.counter()}>
              Sign in
            </Button>
          }
        />
      </CounterShell>
    );
  }
  return <DeviceCounter deviceToken={saved.token} onUnknown={forget} scanAction={scanAction} />;
}

function DeviceCounter({
  deviceToken,
  onUnknown,
  scanAction,
}: {
  deviceToken: string;
  onUnknown: (message: string) => void;
  scanAction: CounterDevicePageProps['scanAction'];
}) {
  const dispatch = useAppDispatch();
  const device = useGetCounterDeviceQuery(deviceToken, { refetchOnMountOrArgChange: true });
  const counter = useAppSelector(counterSessionOf);
  const unlocked = counter?.unlocked ?? null;
  const [person, setPerson] = useState<CounterPerson | null>(null);
  const error = device.isError ? asApiError(device.error) : null;

  useEffect(() => {
    if (error?.status === 401) onUnknown(error.message);
  }, [error, onUnknown]);

  // Leaving the page locks the counter: its token lives in memory only for this page.
  useEffect(() => () => void dispatch(counterLocked({ message: null })), [dispatch]);

  // Each lock asks again who works here (and whether this is still a counter).
  const { refetch } = device;
  const hadSomeone = useRef(false);
  useEffect(() => {
    if (unlocked) hadSomeone.current = true;
    else if (hadSomeone.current) {
      hadSomeone.current = false;
      void refetch();
    }
  }, [unlocked, refetch]);

  const unlockAs = useCallback(
    (unlock: CounterUnlock) => {
      // The next lock opens on the people list, not on this person's PIN.
      setPerson(null);
      dispatch(
        counterUnlocked({
          token: unlock.access_token,
          expiresAt: Date.parse(unlock.expires_at),
          staff: unlock.staff,
          store: unlock.store,
          branch: unlock.branch,
        }),
      );
    },
    [dispatch],
  );
  const refused = useCallback(
    (refusal: ApiError) => {
      if (refusal.code === DEVICE_UNKNOWN) onUnknown(refusal.message);
    },
    [onUnknown],
  );
  const back = useCallback(() => setPerson(null), []);

  const info: CounterDeviceInfo | undefined = device.data;
  let content: ReactNode;
  if (!info) {
    content =
      error && error.status !== 401 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {`We couldn’t reach the counter: ${error.message}`}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
          <CircularProgress size={24} />
          <Typography>Loading the counter...</Typography>
        </Box>
      );
  } else if (unlocked) {
    content = (
      <UnlockedCounter
        unlocked={unlocked}
        idleLockSeconds={info.idle_lock_seconds}
        scanAction={scanAction}
      />
    );
  } else if (person) {
    content = (
      <PinPad
        key={person.staff_id}
        person={person}
        deviceToken={deviceToken}
        onBack={back}
        onUnlocked={unlockAs}
        onRefused={refused}
      />
    );
  } else {
    content = (
      <>
        {counter?.lockMessage && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {counter.lockMessage}
          </Alert>
        )}
        <PeopleList people={info.people} onChoose={setPerson} />
      </>
    );
  }
  return <CounterShell info={info}>{content}</CounterShell>;
}

/** The device's own frame: where it stands, full height, with no app navigation. */
function CounterShell({ info, children }: { info?: CounterDeviceInfo; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h6" component="h1">
          {info ? info.store.name : 'QRewards counter'}
        </Typography>
        {info && (
          <Typography variant="body2" color="text.secondary">
            {`${info.branch.name} · ${info.device.name}`}
          </Typography>
        )}
      </Box>
      <Container
        component="main"
        id="main"
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 2, sm: 4 } }}
      >
        {children}
      </Container>
    </Box>
  );
}
