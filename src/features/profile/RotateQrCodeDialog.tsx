import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRotateQrCodeMutation } from '../../api/users';
import { notify } from '../../lib/toast';
import { usePatchSessionUser } from './usePatchSessionUser';

interface RotateQrCodeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks before POST /users/me/qr/rotate, because the old code stops working at once. */
export function RotateQrCodeDialog({ open, onClose }: RotateQrCodeDialogProps) {
  const [rotate, { isLoading }] = useRotateQrCodeMutation();
  const patchSessionUser = usePatchSessionUser();

  const confirm = async () => {
    try {
      const { qr_code, short_code } = await rotate().unwrap();
      patchSessionUser({ qr_code, short_code });
      void notify('Your new QR code is ready', 'success');
      onClose();
    } catch {
      // The error toast is raised centrally; the dialog stays open to try again.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="rotate-qr-title"
      aria-describedby="rotate-qr-description"
    >
      <DialogTitle id="rotate-qr-title">Get a new QR code?</DialogTitle>
      <DialogContent>
        <DialogContentText id="rotate-qr-description">
          Your current code and short code stop working at once: screenshots or printouts of them
          will no longer collect stamps. Your stamps and rewards stay with your account. Do this if
          someone else may be using your code.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep my code
        </Button>
        <Button variant="contained" color="warning" onClick={confirm} disabled={isLoading}>
          {isLoading ? 'Getting a new code...' : 'Get a new code'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
