import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ThreeDSecureDialogProps {
  open: boolean;
  busy?: boolean;
  onComplete: () => void;
  onFail: () => void;
}

/** The sandbox's stand-in for the bank's 3-D Secure page. */
export function ThreeDSecureDialog({
  open,
  busy = false,
  onComplete,
  onFail,
}: ThreeDSecureDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="three-d-secure-title">
      <DialogTitle id="three-d-secure-title">3-D Secure authentication (test mode)</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your bank asks you to confirm this payment. In test mode you choose the outcome.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFail} disabled={busy} color="error">
          Fail authentication
        </Button>
        <Button onClick={onComplete} disabled={busy} variant="contained">
          Complete authentication
        </Button>
      </DialogActions>
    </Dialog>
  );
}
