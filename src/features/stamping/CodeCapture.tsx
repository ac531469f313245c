import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { CameraView } from './CameraView';
import { customerCodeFrom } from './customerCode';
import { NOT_A_CUSTOMER_CODE } from './customerCodeSchema';
import { ManualCodeForm } from './ManualCodeForm';

/** The camera, and the typed code beside it for when the camera cannot help. */
export function CodeCapture({ onCode }: { onCode: (code: string) => void }) {
  const [unreadable, setUnreadable] = useState(false);
  const scanned = (text: string) => {
    const code = customerCodeFrom(text);
    if (code) onCode(code);
    else setUnreadable(true);
  };
  return (
    <Stack spacing={2}>
      <CameraView onScanned={scanned} />
      {unreadable && <Alert severity="warning">{NOT_A_CUSTOMER_CODE}</Alert>}
      <Divider>or</Divider>
      <ManualCodeForm onCode={onCode} />
    </Stack>
  );
}
