import { useState, type FormEvent } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface StripePaymentFormProps {
  submitLabel: string;
  /** Called once Stripe has confirmed the payment without an error. */
  onConfirmed: () => Promise<void>;
}

/**
 * Stripe's Payment Element inside <Elements> (stripe/react-stripe-js example 9): the card is
 * confirmed on the client with the subscription's client secret; 3-D Secure happens in Stripe's
 * own modal, and a redirect only for methods that need one.
 */
export function StripePaymentForm({ submitLabel, onConfirmed }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(undefined);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (result.error) {
      setError(result.error.message ?? 'The payment could not be confirmed.');
      setBusy(false);
      return;
    }
    await onConfirmed();
    setBusy(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment">
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <PaymentElement />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || !elements || busy}
        >
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
