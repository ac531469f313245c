import { useCallback, useEffect, useRef } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { api } from '../../api/client/baseApi';
import { useAppDispatch } from '../../shared/hooks';
import { ScannerContent } from './ScannerContent';

interface ScannerDialogProps {
  open: boolean;
  onClose: () => void;
  /** A code to look up at once (the `/scan/:code` page). */
  initialCode?: string;
}

/**
 * The numbers a stamp, a redemption or an undo moves that only the server can tell: the
 * analytics, and the merchant's home (its recent activity, its count of customers). Each change's
 * answer patches the scanner's card alone (src/api/stamping.ts); these are read again once, as the
 * scanner closes (or leaves the page) after at least one change: docs/performance.md, "Exchanges
 * per tap". Answers the function the counter calls after each change.
 */
function useRefreshOnClose(open: boolean): () => void {
  const dispatch = useAppDispatch();
  const changed = useRef(false);
  useEffect(() => {
    if (!open) return;
    return () => {
      if (!changed.current) return;
      changed.current = false;
      dispatch(api.util.invalidateTags(['Home', 'Analytics']));
    };
  }, [open, dispatch]);
  return useCallback(() => {
    changed.current = true;
  }, []);
}

/**
 * The merchant's scanner (docs/product.md, "Scanning a customer"): full screen on a phone, where a
 * cashier holds it up to the customer's code. The camera runs only while it is open.
 */
export function ScannerDialog({ open, onClose, initialCode }: ScannerDialogProps) {
  const changed = useRefreshOnClose(open);
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
      <DialogContent dividers>
        {open && <ScannerContent initialCode={initialCode} onChange={changed} />}
      </DialogContent>
    </Dialog>
  );
}
