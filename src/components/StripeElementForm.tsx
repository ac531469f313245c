import { useState, type FormEvent } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface StripeElementFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** A full-width, large button (the payment step) rather than a compact one. */
  prominent?: boolean;
  /**
   * Confirms with Stripe and finishes the job on our side. Resolves to a message to show when it
   * failed, or to nothing.
   */
  onSubmit: (stripe: Stripe, elements: StripeElements) => Promise<string | undefined>;
}

/**
 * Stripe's Payment Element inside <Elements> with a submit button and the error of the last try
 * (stripe/react-stripe-js example 9). What submitting does, paying or saving a card, is the
 * caller's.
 */
export function StripeElementForm({
  label,
  submitLabel,
  busyLabel,
  prominent = false,
  onSubmit,
}: StripeElementFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(undefined);
    setError(await onSubmit(stripe, elements));
    setBusy(false);
  };

  const button = (
    <Button
      type="submit"
      variant="contained"
      size={prominent ? 'large' : 'medium'}
      disabled={!stripe || !elements || busy}
    >
      {busy ? busyLabel : submitLabel}
    </Button>
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <PaymentElement />
        {/* In a Box the button keeps its own width; straight in the Stack it fills the row. */}
        {prominent ? button : <Box>{button}</Box>}
      </Stack>
    </Box>
  );
}
