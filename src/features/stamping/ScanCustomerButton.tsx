import { useState } from 'react';
import Button from '@mui/material/Button';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { ScannerDialog } from './ScannerDialog';

/** The merchant dashboard's "Scan a customer": opens the scanner dialog. */
export function ScanCustomerButton() {
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
      {opened && <ScannerDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
