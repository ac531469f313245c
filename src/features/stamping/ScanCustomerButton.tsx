import { useState } from 'react';
import Button from '@mui/material/Button';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { ScannerDialog } from './ScannerDialog';
import type { ScannerPlace } from './useScannerChoice';

/**
 * The merchant dashboard's "Scan a customer": opens the scanner dialog; on the counter page, at
 * the store and branch a member of staff chose (`place`).
 */
export function ScanCustomerButton({ place }: { place?: ScannerPlace }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<QrCodeScannerRounded />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Scan a customer
      </Button>
      {opened && <ScannerDialog open={open} onClose={() => setOpen(false)} place={place} />}
    </>
  );
}
