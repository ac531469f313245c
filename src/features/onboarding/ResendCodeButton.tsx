import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/apiError';
import { useResendOtpMutation } from '../../api/auth';
import { notify } from '../../lib/toast';
import { useCountdown } from './verifyEmailCountdown';

/** docs/api.md, "Auth": the server refuses a resend within 60 s of the last code (429). */
export const RESEND_COOLDOWN_SECONDS = 60;

interface ResendCodeButtonProps {
  /** Where the new code goes; the button waits until there is one. */
  email: string;
  /** Count down from the start: the code was sent just before this page opened (registration). */
  codeJustSent: boolean;
  onSent: () => void;
}

/** "Resend code", with the cooldown shown as a countdown so nobody presses a dead button. */
export function ResendCodeButton({ email, codeJustSent, onSent }: ResendCodeButtonProps) {
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS, codeJustSent);
  const [resend, { isLoading }] = useResendOtpMutation();

  const send = async () => {
    try {
      const answer = await resend({ email }).unwrap();
      void notify(answer.message || `We sent a new code to ${email}`, 'success');
      restart();
      onSent();
    } catch (caught) {
      // The server's cooldown outlasted ours (another tab, say): wait exactly as long as it says.
      const error = asApiError(caught);
      if (error.status === 429) restart(error.retryAfterSeconds);
    }
  };

  const label =
    remaining > 0 ? `Resend code in ${remaining} s` : isLoading ? 'Sending...' : 'Resend code';
  return (
    <Typography variant="body2" color="text.secondary" component="div" sx={{ textAlign: 'center' }}>
      Didn&apos;t get it? Check your spam folder, or{' '}
      <Button
        variant="text"
        size="small"
        onClick={send}
        // The countdown is information, not a dead control: keep it readable while disabled.
        sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}
        disabled={!email || remaining > 0 || isLoading}
      >
        {label}
      </Button>
    </Typography>
  );
}
