import { useState } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCreateSubscriptionMutation } from '../../api/billing/subscriptions';
import { usePendingKey } from '../../lib/usePendingKey';
import { FormAlert } from '../../components/form/FormAlert';
import { getStripe } from '../../lib/stripe';
import type { CheckoutProps } from './checkoutProps';
import { StripePaymentForm } from './StripePaymentForm';
import { useConfirmSubscription } from './useConfirmSubscription';

/**
 * Paying with Stripe: the server starts the subscription, then the card goes into Stripe's
 * Payment Element with the first invoice's client secret (docs/api.md, "Subscriptions and
 * payment methods").
 */
export function StripeCheckout({
  publishableKey,
  planId,
  interval,
  submitLabel,
  onActive,
}: CheckoutProps & { publishableKey: string }) {
  const [create, creation] = useCreateSubscriptionMutation();
  const startKey = usePendingKey();
  const confirm = useConfirmSubscription(onActive);
  /** A failed confirmation; a refused start shows through `creation`. */
  const [notice, setNotice] = useState<string>();
  const answer = creation.data;

  const start = async () => {
    setNotice(undefined);
    const body = { plan_id: planId, interval };
    const created = await create({ body, idempotencyKey: startKey.take(body) });
    startKey.settle(created.error);
    if (created.data && !created.data.client_secret) {
      setNotice(await confirm(created.data.subscription.id));
    }
  };

  const confirmed = async () => {
    if (answer) setNotice(await confirm(answer.subscription.id));
  };

  return (
    <Stack spacing={2}>
      {/* No field here: whatever the server says about the start shows in the alert. */}
      <FormAlert submission={creation} fields={[]} />
      {notice && (
        <Alert severity="error" role="alert">
          {notice}
        </Alert>
      )}
      {answer?.client_secret ? (
        <Elements
          stripe={getStripe(publishableKey)}
          options={{ clientSecret: answer.client_secret }}
        >
          <StripePaymentForm submitLabel={submitLabel} onConfirmed={confirmed} />
        </Elements>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={() => void start()}
          disabled={creation.isLoading}
        >
          {creation.isLoading ? 'Preparing payment...' : 'Continue to payment'}
        </Button>
      )}
    </Stack>
  );
}
