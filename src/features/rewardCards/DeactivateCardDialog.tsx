import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { RewardCard } from '../../api/rewardCards';
import { useDeactivateRewardCardMutation } from '../../api/rewardCards';
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
    <Dialog
      open
      onClose={deactivating.isLoading ? undefined : onClose}
      aria-labelledby="deactivate-card-title"
    >
      <DialogTitle id="deactivate-card-title" sx={{ overflowWrap: 'anywhere' }}>
        Deactivate {card.title}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          The card leaves your store&apos;s page and takes no more stamps. Customers keep the
          history of what they collected.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deactivating.isLoading}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          loading={deactivating.isLoading}
          loadingPosition="start"
        >
          {deactivating.isLoading ? 'Deactivating...' : 'Deactivate card'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
