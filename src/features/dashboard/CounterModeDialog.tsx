import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { scanCodeUrl } from '../../shared/paths';
import { PersonalQrCode } from '../../components/PersonalQrCode';
import { useScreenWakeLock } from '../../lib/useScreenWakeLock';

interface CounterModeDialogProps {
  open: boolean;
  onClose: () => void;
  qrCode: string;
  firstName: string;
}

/**
 * "Show at the counter" (docs/product.md, "The customer's dashboard"): the code alone on the
 * screen, black on white in either colour scheme for the scanner's sake, with the screen kept on.
 */
export function CounterModeDialog({ open, onClose, qrCode, firstName }: CounterModeDialogProps) {
  useScreenWakeLock(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby="counter-mode-title"
      slotProps={{ paper: { sx: { bgcolor: 'common.white', color: 'common.black' } } }}
    >
      <Box
        sx={{
          minHeight: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 3,
          textAlign: 'center',
        }}
      >
        <Typography id="counter-mode-title" variant="h4" component="h2">
          {firstName}
        </Typography>
        <Box sx={{ width: 'min(88vw, 62vh)' }}>
          <PersonalQrCode
            value={scanCodeUrl(qrCode)}
            size={640}
            label="Your personal QR code"
            fluid
          />
        </Box>
        <Typography variant="h6" component="p">
          Show this code at the counter
        </Typography>
        <Button
          variant="contained"
          size="large"
          onClick={onClose}
          sx={{ bgcolor: 'common.black', color: 'common.white', minWidth: 160 }}
        >
          Close
        </Button>
      </Box>
    </Dialog>
  );
}
