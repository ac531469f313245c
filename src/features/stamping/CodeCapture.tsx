import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { CustomerKey } from '../../api/stamping';
import { CameraView } from './CameraView';
import { customerCodeFrom } from './customerCode';
import { NOT_A_CUSTOMER_CODE } from './customerCodeSchema';
import { ManualCodeForm } from './ManualCodeForm';

/** The camera, and the short code or phone typed beside it for when the camera cannot help. */
export function CodeCapture({ onCustomer }: { onCustomer: (key: CustomerKey) => void }) {
  const [unreadable, setUnreadable] = useState(false);
  const scanned = (text: string) => {
    const code = customerCodeFrom(text);
    if (code) onCustomer({ qr_code: code });
    else setUnreadable(true);
  };
  return (
    <Stack spacing={2}>
      <CameraView onScanned={scanned} />
      {unreadable && <Alert severity="warning">{NOT_A_CUSTOMER_CODE}</Alert>}
      <Divider>or</Divider>
      <ManualCodeForm onCustomer={onCustomer} />
    </Stack>
  );
}
