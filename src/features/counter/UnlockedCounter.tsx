import { useCallback, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import { apiBaseUrl } from '../../api/client/apiBaseUrl';
import {
  followCounterEvents,
  type CounterAccessChange,
} from '../../api/client/followCounterEvents';
import { counterLocked, type CounterUnlocked } from '../../session/counterSession';
import { useAppDispatch } from '../../shared/hooks';
import { idleDuration, useIdleLock } from './idleLock';

/** Where the counter's scanner stamps: the device's store and branch. */
export interface CounterPlace {
  store: { id: string; name: string };
  branchId: string;
}

const ROLE_NAMES = { manager: 'Manager', cashier: 'Cashier' } as const;

/** What the counter says when it locks because the person's place at the store changed. */
const ACCESS_CHANGED: Record<CounterAccessChange, string> = {
  ended: 'Locked: this person no longer works at this store.',
  changed: 'Locked: this person’s role changed. Unlock again to go on.',
  refused: 'Locked: the counter no longer accepts this person. Unlock again.',
};

/**
 * The counter while someone is unlocked: who it stamps as, Lock and Switch person, and the
 * scanner. It locks by itself after the store's idle time, and when the token runs out.
 */
export function UnlockedCounter({
  unlocked,
  idleLockSeconds,
  scanAction,
}: {
  unlocked: CounterUnlocked;
  idleLockSeconds: number;
  scanAction: (place: CounterPlace) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const lockIdle = useCallback(
    () =>
      void dispatch(
        counterLocked({ message: `Locked after ${idleDuration(idleLockSeconds)} idle.` }),
      ),
    [dispatch, idleLockSeconds],
  );
  useIdleLock(idleLockSeconds, lockIdle);

  // The counter's stream: removing the person (or changing their role) locks it within a second,
  // before their next tap would be refused (docs/product.md, "Counter mode").
  useEffect(() => {
    const controller = new AbortController();
    void followCounterEvents({
      url: `${apiBaseUrl()}/staff/events?store_id=${encodeURIComponent(unlocked.store.id)}`,
      accessToken: unlocked.token,
      signal: controller.signal,
      onAccessChange: (change) => void dispatch(counterLocked({ message: ACCESS_CHANGED[change] })),
    });
    return () => controller.abort();
  }, [unlocked.token, unlocked.store.id, dispatch]);

  // The token lasts at most 8 hours and cannot be renewed.
  useEffect(() => {
    const timer = setTimeout(
      () => dispatch(counterLocked({ message: 'The counter session ended. Unlock again.' })),
      Math.max(0, unlocked.expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [unlocked.expiresAt, dispatch]);

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h6" component="h2">
          {`${unlocked.staff.name} · ${ROLE_NAMES[unlocked.staff.role]}`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<SwitchAccountOutlined />}
            onClick={() => dispatch(counterLocked({ message: null }))}
          >
            Switch person
          </Button>
          <Button
            variant="outlined"
            startIcon={<LockOutlined />}
            onClick={() => dispatch(counterLocked({ message: 'Locked.' }))}
          >
            Lock
          </Button>
        </Stack>
      </Paper>
      <Box>{scanAction({ store: unlocked.store, branchId: unlocked.branch.id })}</Box>
    </Stack>
  );
}
