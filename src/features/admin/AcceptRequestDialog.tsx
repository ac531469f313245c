import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { dialogPaper } from './dialogPaper';

interface AcceptRequestDialogProps {
  storeName: string;
  accepting: boolean;
  /** The acceptance's mutation result: why it failed (already reviewed, unreachable) shows here. */
  submission?: Submission;
  onCancel: () => void;
  onAccept: () => void;
}

/**
 * Accepting cannot be undone from this page, so it is confirmed like a rejection is
 * (docs/product.md, "Reviewing merchant requests").
 */
export function AcceptRequestDialog({
  storeName,
  accepting,
  submission,
  onCancel,
  onAccept,
}: AcceptRequestDialogProps) {
  return (
    <Dialog
      open
      onClose={accepting ? undefined : onCancel}
      aria-labelledby="accept-request-title"
      aria-describedby="accept-request-text"
      fullWidth
      maxWidth="xs"
      slotProps={dialogPaper}
    >
      <DialogTitle id="accept-request-title">Accept this request?</DialogTitle>
      <DialogContent>
        <FormAlert submission={submission} fields={[]} />
        <DialogContentText id="accept-request-text" sx={{ overflowWrap: 'anywhere' }}>
          The merchant is verified and <strong>{storeName}</strong> is listed. The merchant is
          emailed that the request was accepted.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={accepting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="success"
          onClick={onAccept}
          loading={accepting}
          loadingPosition="start"
        >
          {accepting ? 'Accepting...' : 'Accept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
