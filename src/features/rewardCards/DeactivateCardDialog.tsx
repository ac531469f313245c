import type { RewardCard } from '../../api/rewardCards';
import { useDeactivateRewardCardMutation } from '../../api/rewardCards';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';

/** Deactivating asks first: the card takes no more stamps; customers' history stays. */
export function DeactivateCardDialog({
  storeId,
  card,
  onClose,
}: {
  storeId: string;
  card: RewardCard;
  onClose: () => void;
}) {
  const [deactivate, deactivating] = useDeactivateRewardCardMutation();
  const confirm = async () => {
    const result = await deactivate({ id: card.id, store_id: storeId });
    if (result.error) return;
    void notify(`${card.title} deactivated`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Deactivate ${card.title}?`}
      confirmLabel="Deactivate card"
      busyLabel="Deactivating..."
      busy={deactivating.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      The card leaves your store&apos;s page and takes no more stamps. Customers keep the history of
      what they collected.
    </ConfirmDialog>
  );
}
