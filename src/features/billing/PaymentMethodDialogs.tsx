import {
  type PaymentMethod,
  useRemovePaymentMethodMutation,
  useSetDefaultPaymentMethodMutation,
} from '../../api/billing/paymentMethods';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';
import { cardBrandName } from '../../lib/viewerFormat';

interface DialogProps {
  card: PaymentMethod;
  onClose: () => void;
}

/** "Visa •••• 4242". */
export const cardName = (card: Pick<PaymentMethod, 'brand' | 'last4'>) =>
  `${cardBrandName(card.brand)} •••• ${card.last4}`;

export function MakeDefaultDialog({ card, onClose }: DialogProps) {
  const [makeDefault, saving] = useSetDefaultPaymentMethodMutation();
  const confirm = async () => {
    const result = await makeDefault(card.id);
    if (result.error) return; // said in the dialog
    void notify(`${cardName(card)} is now your default card.`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Make ${cardName(card)} the default?`}
      confirmLabel="Make default"
      busyLabel="Saving..."
      confirmColor="primary"
      busy={saving.isLoading}
      submission={saving}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Renewals and plan changes will be charged to this card from now on.
    </ConfirmDialog>
  );
}

/** The server refuses the default card while a subscription is live (409): said in the dialog. */
export function RemoveCardDialog({ card, onClose }: DialogProps) {
  const [remove, removing] = useRemovePaymentMethodMutation();
  const confirm = async () => {
    const result = await remove(card.id);
    if (result.error) return;
    void notify(`${cardName(card)} was removed.`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Remove ${cardName(card)}?`}
      confirmLabel="Remove card"
      busyLabel="Removing..."
      busy={removing.isLoading}
      submission={removing}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      The card is deleted from your account and will not be charged again. You can add it back
      later.
    </ConfirmDialog>
  );
}
