import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { retryableLazy } from '../../lib/retryableLazy';

// The scanner and its camera code load when the merchant first opens it.
const ScannerDialog = retryableLazy(() => import('./ScannerDialog').then((m) => m.ScannerDialog));

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
      {opened && (
        <Suspense fallback={null}>
          <ScannerDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
