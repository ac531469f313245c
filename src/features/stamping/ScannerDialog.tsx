import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../api/client/baseApi';
import { ClosableDialog } from '../../components/ClosableDialog';
import { useAppDispatch } from '../../shared/hooks';
import { ScannerContent } from './ScannerContent';
import type { ScannerPlace } from './useScannerChoice';

interface ScannerDialogProps {
  open: boolean;
  onClose: () => void;
  /** A code to look up at once (the `/scan/:code` page). */
  initialCode?: string;
  /** Where a member of staff stamps (the counter page); the owner's own stores without it. */
  place?: ScannerPlace;
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
      dispatch(api.util.invalidateTags(['Home', 'Analytics', 'Customers']));
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
export function ScannerDialog({ open, onClose, initialCode, place }: ScannerDialogProps) {
  const changed = useRefreshOnClose(open);
  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      title="Scan a customer"
      titleId="scanner-title"
      closeLabel="Close the scanner"
      dividers
    >
      {open && <ScannerContent initialCode={initialCode} onChange={changed} place={place} />}
    </ClosableDialog>
  );
}
