import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { ScannerContent } from './ScannerContent';

interface ScannerDialogProps {
  open: boolean;
  onClose: () => void;
  /** A code to look up at once (the `/scan/:code` page). */
  initialCode?: string;
}

/**
 * The merchant's scanner (docs/product.md, "Scanning a customer"): full screen on a phone, where a
 * cashier holds it up to the customer's code. The camera runs only while it is open.
 */
export function ScannerDialog({ open, onClose, initialCode }: ScannerDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="scanner-title"
    >
      <DialogTitle id="scanner-title" sx={{ pr: 7 }}>
        Scan a customer
      </DialogTitle>
      <IconButton
        aria-label="Close the scanner"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent dividers>{open && <ScannerContent initialCode={initialCode} />}</DialogContent>
    </Dialog>
  );
}
