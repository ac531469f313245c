import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackspaceOutlined from '@mui/icons-material/BackspaceOutlined';
import { asApiError, type ApiError } from '../../api/client/apiError';
import {
  useUnlockCounterMutation,
  type CounterPerson,
  type CounterUnlock,
} from '../../api/counter';

const MIN_DIGITS = 4;
const MAX_DIGITS = 6;
const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface PinPadProps {
  person: CounterPerson;
  deviceToken: string;
  onBack: () => void;
  onUnlocked: (unlock: CounterUnlock) => void;
  /** The server refused the unlock (the device is no longer a counter, for one). */
  onRefused?: (error: ApiError) => void;
}

/**
 * The PIN of the person chosen: on-screen digits, or the keyboard's (digits, Backspace, Enter,
 * Escape for Back). Dots show how many are typed; Unlock waits for 4. The server's refusal ("Wrong
 * PIN. 3 tries left.", the lock after too many) shows as it is.
 */
export function PinPad({ person, deviceToken, onBack, onUnlocked, onRefused }: PinPadProps) {
  const [digits, setDigits] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unlock, unlocking] = useUnlockCounterMutation();

  const type = useCallback((digit: string) => {
    setDigits((typed) => (typed.length < MAX_DIGITS ? typed + digit : typed));
  }, []);
  const erase = useCallback(() => setDigits((typed) => typed.slice(0, -1)), []);

  const submit = useCallback(async () => {
    if (digits.length < MIN_DIGITS || unlocking.isLoading) return;
    const result = await unlock({ deviceToken, staff_id: person.staff_id, pin: digits });
    if (result.error) {
      const error = asApiError(result.error);
      setDigits('');
      setRefusal(error.message);
      onRefused?.(error);
      return;
    }
    onUnlocked(result.data);
  }, [digits, unlocking.isLoading, unlock, deviceToken, person.staff_id, onUnlocked, onRefused]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (/^[0-9]$/.test(event.key)) type(event.key);
      else if (event.key === 'Backspace') erase();
      else if (event.key === 'Escape') onBack();
      // Enter on a focused button is that button's click.
      else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        void submit();
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [type, erase, submit, onBack]);

  const digitButton = (digit: string) => (
    <Button
      key={digit}
      variant="outlined"
      size="large"
      onClick={() => type(digit)}
      sx={{ fontSize: '1.5rem', minHeight: 64 }}
    >
      {digit}
    </Button>
  );

  return (
    <Stack
      spacing={2.5}
      component="section"
      aria-labelledby="pin-pad-title"
      sx={{ maxWidth: 360, mx: 'auto', width: '100%' }}
    >
      <Typography id="pin-pad-title" variant="h5" component="h2" sx={{ textAlign: 'center' }}>
        {`${person.name}, type your PIN`}
      </Typography>
      <Box
        role="img"
        aria-label={digits.length === 1 ? '1 digit typed' : `${digits.length} digits typed`}
        sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, minHeight: 20 }}
      >
        {Array.from({ length: Math.max(MIN_DIGITS, digits.length) }, (_, index) => (
          <Box
            key={index}
            sx={{
              width: 16,
              height: 16,
              borderRadius: '50%',
              border: 2,
              borderColor: 'primary.main',
              bgcolor: index < digits.length ? 'primary.main' : 'transparent',
            }}
          />
        ))}
      </Box>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
        {DIGIT_KEYS.map(digitButton)}
        <Button size="large" onClick={() => setDigits('')} disabled={digits.length === 0}>
          Clear
        </Button>
        {digitButton('0')}
        <Button
          size="large"
          aria-label="Delete the last digit"
          onClick={erase}
          disabled={digits.length === 0}
        >
          <BackspaceOutlined />
        </Button>
      </Box>
      <Button
        variant="contained"
        size="large"
        disabled={digits.length < MIN_DIGITS}
        loading={unlocking.isLoading}
        onClick={() => void submit()}
      >
        Unlock
      </Button>
      <Button onClick={onBack}>Back</Button>
    </Stack>
  );
}
