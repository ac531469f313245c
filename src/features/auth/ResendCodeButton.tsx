import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/client/apiError';
import { useResendOtpMutation } from '../../api/auth';
import { notify } from '../../lib/toast';
import { useSecondsUntil } from './verifyEmailCountdown';

interface ResendCodeButtonProps {
  /** Where the new code goes; the button waits until there is one. */
  email: string;
  /**
   * When a new code may be asked for (this browser's clock), as the server said
   * (`resend_available_at`); undefined while nothing may be sent (still checking, demo mode).
   */
  availableAt: number | undefined;
  /** The server took the request: `sentAt` is when. */
  onSent: (sentAt: number) => void;
}

/** "Resend code", with the wait shown as a countdown so nobody presses a dead button. */
export function ResendCodeButton({ email, availableAt, onSent }: ResendCodeButtonProps) {
  // The server's own refusal (Retry-After) when it outlasts what the page knew: another tab, say.
  const [heldUntil, setHeldUntil] = useState(0);
  const [resend, { isLoading }] = useResendOtpMutation();

  const send = async () => {
    try {
      const answer = await resend({ email }).unwrap();
      void notify(answer.message || `We sent a new code to ${email}`, 'success');
      onSent(Date.now());
    } catch (caught) {
      const error = asApiError(caught);
      if (error.status === 429 && error.retryAfterSeconds) {
        setHeldUntil(Date.now() + error.retryAfterSeconds * 1000);
      }
    }
  };

  const deadline = Math.max(availableAt ?? 0, heldUntil);
  return (
    <Typography variant="body2" color="text.secondary" component="div" sx={{ textAlign: 'center' }}>
      Didn&apos;t get it? Check your spam folder, or{' '}
      <CountdownButton
        key={deadline}
        deadline={deadline}
        disabled={!email || availableAt === undefined || isLoading}
        busy={isLoading}
        onClick={send}
      />
    </Typography>
  );
}

function CountdownButton({
  deadline,
  disabled,
  busy,
  onClick,
}: {
  deadline: number;
  disabled: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  const remaining = useSecondsUntil(deadline);
  const label =
    remaining > 0 ? `Resend code in ${remaining} s` : busy ? 'Sending...' : 'Resend code';
  return (
    <Button
      variant="text"
      size="small"
      onClick={onClick}
      // The countdown is information, not a dead control: keep it readable while disabled.
      sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}
      disabled={disabled || remaining > 0}
    >
      {label}
    </Button>
  );
}
