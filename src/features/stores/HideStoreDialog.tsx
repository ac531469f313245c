import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Store } from '../../api/stores';
import { useHideStoreMutation } from '../../api/stores';
import { notify } from '../../lib/toast';

/** Hiding asks first: the store leaves the directory, its cards and history stay. */
export function HideStoreDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const [hide, hiding] = useHideStoreMutation();
  const confirm = async () => {
    const result = await hide(store.id);
    if (result.error) return;
    void notify(`${store.name} is hidden`, 'success');
    onClose();
  };
  return (
    <Dialog
      open
      onClose={hiding.isLoading ? undefined : onClose}
      aria-labelledby="hide-store-title"
    >
      <DialogTitle id="hide-store-title" sx={{ overflowWrap: 'anywhere' }}>
        Hide {store.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Customers will no longer find it in the directory or open its page. Its reward cards and
          history are kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={hiding.isLoading}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          loading={hiding.isLoading}
          loadingPosition="start"
        >
          {hiding.isLoading ? 'Hiding...' : 'Hide store'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
