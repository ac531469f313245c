import { StripeElementForm } from '../../components/StripeElementForm';

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
  return (
    <StripeElementForm
      label="Card payment"
      submitLabel={submitLabel}
      busyLabel="Processing..."
      prominent
      onSubmit={async (stripe, elements) => {
        const result = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        if (result.error) return result.error.message ?? 'The payment could not be confirmed.';
        await onConfirmed();
        return undefined;
      }}
    />
  );
}
