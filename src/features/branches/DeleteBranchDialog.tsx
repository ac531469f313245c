import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Branch } from '../../api/stores';
import { useDeleteBranchMutation } from '../../api/stores';
import { notify } from '../../lib/toast';

/** Deleting a branch asks first; to close it for a while, its "Temporarily closed" switch is kinder. */
export function DeleteBranchDialog({
  storeId,
  branch,
  onClose,
}: {
  storeId: string;
  branch: Branch;
  onClose: () => void;
}) {
  const [remove, removing] = useDeleteBranchMutation();
  const confirm = async () => {
    const result = await remove({ id: branch.id, store_id: storeId });
    if (result.error) return;
    void notify(`${branch.name} deleted`, 'success');
    onClose();
  };
  return (
    <Dialog
      open
      onClose={removing.isLoading ? undefined : onClose}
      aria-labelledby="delete-branch-title"
    >
      <DialogTitle id="delete-branch-title" sx={{ overflowWrap: 'anywhere' }}>
        Delete {branch.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          The branch and its opening hours leave the store&apos;s page. To close it for a while
          instead, edit it and switch on &quot;Temporarily closed&quot;.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={removing.isLoading}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          loading={removing.isLoading}
          loadingPosition="start"
        >
          {removing.isLoading ? 'Deleting...' : 'Delete branch'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
