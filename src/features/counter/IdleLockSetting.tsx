import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/client/apiError';
import { useUpdateStoreMutation } from '../../api/stores';
import { IDLE_LOCK_CHOICES, idleDuration } from './idleLock';

interface IdleLockSettingProps {
  store: { id: string; counter_idle_lock_seconds: number };
  /** The owner's to change (`PUT /stores/:id` is the owner's); a manager reads it. */
  editable: boolean;
}

/** How long an unlocked counter waits for a tap before it locks (docs/api.md, "Counter mode"). */
export function IdleLockSetting({ store, editable }: IdleLockSettingProps) {
  const [update, saving] = useUpdateStoreMutation();
  const current = store.counter_idle_lock_seconds;
  if (!editable) {
    return (
      <Typography variant="body2" color="text.secondary">
        {`Idle lock: a counter locks after ${idleDuration(current)} without a tap.`}
      </Typography>
    );
  }
  // A value set elsewhere (the API takes 30–3600 s) stays a choice rather than show blank.
  const choices = IDLE_LOCK_CHOICES.some((seconds) => seconds === current)
    ? [...IDLE_LOCK_CHOICES]
    : [...IDLE_LOCK_CHOICES, current].sort((a, b) => a - b);
  return (
    <>
      <TextField
        select
        label="Idle lock"
        value={current}
        disabled={saving.isLoading}
        helperText="A counter locks after this long without a tap."
        onChange={(event) =>
          void update({ id: store.id, counter_idle_lock_seconds: Number(event.target.value) })
        }
        sx={{ maxWidth: 320 }}
      >
        {choices.map((seconds) => (
          <MenuItem key={seconds} value={seconds}>
            {idleDuration(seconds)}
          </MenuItem>
        ))}
      </TextField>
      {saving.isError && <Alert severity="error">{asApiError(saving.error).message}</Alert>}
    </>
  );
}
