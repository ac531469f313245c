import { useState } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { asApiError } from '../../api/client/apiError';
import { StripeElementForm } from '../../components/StripeElementForm';
import { FormAlert } from '../../components/form/FormAlert';
import { usePendingKey } from '../../lib/usePendingKey';
import {
  type CardSetup,
  type PaymentMethod,
  useAddCardMutation,
  useStartCardSetupMutation,
} from '../../api/billing/paymentMethods';
import { getStripe } from '../../lib/stripe';
import { cardBrandName } from '../../lib/viewerFormat';

interface StripeCardSetupProps {
  /** From `GET /config`. */
  publishableKey: string;
  /** Called once the card is saved (the billing page closes its dialog and says so). */
  onSaved?: (card: PaymentMethod) => void;
}

/**
 * Saving a card the Stripe way (docs/api.md "Saving a card with Stripe"): the server makes a
 * SetupIntent, the card is typed into Stripe's Payment Element and confirmed with `confirmSetup`
 * (3-D Secure in Stripe's modal), then the server is told the SetupIntent id and keeps brand, last
 * four and expiry. Loaded on demand, so Stripe's bindings stay out of the sandbox page's download.
 */
export function StripeCardSetup({ publishableKey, onSaved }: StripeCardSetupProps) {
  const [startSetup, start] = useStartCardSetupMutation();
  const [setup, setSetup] = useState<CardSetup>();
  const [saved, setSaved] = useState<PaymentMethod>();

  const begin = async () => {
    setSaved(undefined);
    // A refusal shows through `start`, in the alert.
    const started = await startSetup();
    if (started.data) setSetup(started.data);
  };

  const done = (card: PaymentMethod) => {
    setSetup(undefined);
    setSaved(card);
    onSaved?.(card);
  };

  return (
    <Stack spacing={2}>
      <FormAlert submission={start} fields={[]} />
      {saved && (
        <Alert severity="success">
          Card saved: {cardBrandName(saved.brand)} •••• {saved.last4}
        </Alert>
      )}
      {setup ? (
        <Elements
          key={setup.client_secret}
          stripe={getStripe(publishableKey)}
          options={{ clientSecret: setup.client_secret }}
        >
          <SetupForm setupIntentId={setup.setup_intent_id} onSaved={done} />
        </Elements>
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => void begin()} disabled={start.isLoading}>
            {start.isLoading ? 'Preparing...' : saved ? 'Save another card' : 'Add a card'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

interface SetupFormProps {
  setupIntentId: string;
  onSaved: (card: PaymentMethod) => void;
}

function SetupForm({ setupIntentId, onSaved }: SetupFormProps) {
  const [addCard] = useAddCardMutation();
  const saveKey = usePendingKey();
  return (
    <StripeElementForm
      label="Card details"
      submitLabel="Save card"
      busyLabel="Saving..."
      onSubmit={async (stripe, elements) => {
        // Cards only (the server's SetupIntent allows no other method), so this stays on the page.
        const result = await stripe.confirmSetup({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        if (result.error) return result.error.message ?? 'The card could not be confirmed.';
        const body = { setup_intent_id: setupIntentId };
        try {
          onSaved(await addCard({ body, idempotencyKey: saveKey.take(body) }).unwrap());
          saveKey.settle();
          return undefined;
        } catch (caught) {
          saveKey.settle(caught);
          return asApiError(caught).message;
        }
      }}
    />
  );
}
