import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import { scanCodeUrl } from '../../shared/paths';
import { PersonalCodeText } from '../../components/PersonalCodeText';
import { PersonalQrCode } from '../../components/PersonalQrCode';
import { CounterModeDialog } from './CounterModeDialog';

/** The customer's personal QR code, large, with the full-screen mode to hold up at the counter. */
export function CustomerQrCard({
  qrCode,
  shortCode,
  firstName,
}: {
  qrCode: string;
  shortCode?: string;
  firstName: string;
}) {
  const [counterMode, setCounterMode] = useState(false);
  // Unique on a page that shows the card twice (the theme gallery, docs/design.md).
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, textAlign: 'center' }}>
        <Typography id={titleId} variant="h6" component="h2">
          Your QR code
        </Typography>
        <Box
          sx={{
            mx: 'auto',
            my: 2,
            maxWidth: 280,
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <PersonalQrCode
            value={scanCodeUrl(qrCode)}
            size={280}
            label="Your personal QR code"
            fluid
          />
        </Box>
        <PersonalCodeText qrCode={qrCode} shortCode={shortCode} />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Show this at the counter to collect stamps
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<FullscreenRounded />}
          onClick={() => setCounterMode(true)}
        >
          Show at the counter
        </Button>
      </CardContent>
      <CounterModeDialog
        open={counterMode}
        onClose={() => setCounterMode(false)}
        qrCode={qrCode}
        firstName={firstName}
      />
    </Card>
  );
}
