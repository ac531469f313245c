import Alert from '@mui/material/Alert';
import { DEMO_MODE_MESSAGE } from '../api/client/apiError';

/** docs/product.md, "Errors and messages": with the server unreachable the app runs in demo mode, and says so (not as a toast). */
export function DemoModeBanner() {
  return (
    <Alert severity="info" variant="filled" square sx={{ justifyContent: 'center' }} role="status">
      {DEMO_MODE_MESSAGE}: you are looking at sample data, and nothing you do is saved.
    </Alert>
  );
}
