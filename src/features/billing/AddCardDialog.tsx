import { useState, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetConfigQuery } from '../../api/system';
import { type PaymentMethod, useAddCardMutation } from '../../api/billing/paymentMethods';
import { ClosableDialog } from '../../components/ClosableDialog';
import { TestCardForm } from '../../components/payment/TestCardForm';
import {
  cardFormSubmission,
  toSandboxCard,
  type TestCardValues,
} from '../../components/payment/testCardSchema';
import { notify } from '../../lib/toast';
import { usePendingKey } from '../../lib/usePendingKey';
import { cardName } from './PaymentMethodDialogs';

/** Stripe's card form, handed in by the app (it belongs to the payments feature). */
export type StripeCardForm = (props: {
  publishableKey: string;
  onSaved: (card: PaymentMethod) => void;
}) => ReactNode;

interface AddCardDialogProps {
  onClose: () => void;
  stripeCardForm?: StripeCardForm;
}

/** The sandbox's test-card form, saving the card rather than paying. */
function SandboxCardSave({ onSaved }: { onSaved: (card: PaymentMethod) => void }) {
  const [addCard, adding] = useAddCardMutation();
  const saveKey = usePendingKey();
  const [sent, setSent] = useState<TestCardValues>();
  const save = async (values: TestCardValues) => {
    setSent(values);
    const body = toSandboxCard(values);
    const result = await addCard({ body, idempotencyKey: saveKey.take(body) });
    saveKey.settle(result.error);
    // A refusal shows under its field or in the form's alert (docs/architecture.md, "Forms").
    if (result.data) onSaved(result.data);
  };
  return (
    <TestCardForm
      onSubmit={save}
      submitLabel="Save card"
      submission={cardFormSubmission(adding, sent)}
    />
  );
}

/**
 * docs/product.md, "Billing": the same card form as the onboarding's payment step, with the
 * provider that `GET /config` names.
 */
export function AddCardDialog({ onClose, stripeCardForm }: AddCardDialogProps) {
  const config = useGetConfigQuery();
  const stripeKey =
    config.data?.payment_provider === 'stripe' ? config.data.stripe_publishable_key : null;

  const saved = (card: PaymentMethod) => {
    void notify(`${cardName(card)} was saved.`, 'success');
    onClose();
  };

  return (
    <ClosableDialog onClose={onClose} title="Add a card" titleId="add-card-title">
      {config.isLoading ? (
        <CircularProgress aria-label="Loading the card form" />
      ) : stripeKey && stripeCardForm ? (
        stripeCardForm({ publishableKey: stripeKey, onSaved: saved })
      ) : (
        <SandboxCardSave onSaved={saved} />
      )}
    </ClosableDialog>
  );
}
