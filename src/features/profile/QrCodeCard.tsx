import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { scanCodeUrl } from '../../shared/paths';
import { PersonalCodeText } from '../../components/PersonalCodeText';
import { PersonalQrCode } from '../../components/PersonalQrCode';
import { notify } from '../../lib/toast';
import { downloadQrCodePng } from './qrCodePng';
import { RotateQrCodeDialog } from './RotateQrCodeDialog';

/** The customer's personal QR code: shown at the counter, downloadable, replaceable. */
export function QrCodeCard({ qrCode, shortCode }: { qrCode?: string; shortCode?: string }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    if (!svgRef.current) return;
    try {
      await downloadQrCodePng(svgRef.current);
    } catch {
      void notify('The download did not work in this browser. Try a screenshot instead.', 'error');
    }
  };

  return (
    <Card component="section" aria-labelledby="qr-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="qr-title" variant="h6" component="h2">
          Your QR code
        </Typography>
        {qrCode ? (
          <Stack spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
            <Box
              sx={{
                lineHeight: 0,
                borderRadius: 2,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {/* docs/product.md, "Scanning a customer": the code opens its /scan page. */}
              <PersonalQrCode
                svgRef={svgRef}
                value={scanCodeUrl(qrCode)}
                size={208}
                label="Your personal QR code"
              />
            </Box>
            <PersonalCodeText qrCode={qrCode} shortCode={shortCode} />
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              Show this at the counter to collect stamps
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download}>
                Download
              </Button>
              <Button startIcon={<RefreshOutlined />} onClick={() => setConfirming(true)}>
                Get a new code
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            There is no QR code on your account yet.
          </Typography>
        )}
      </CardContent>
      <RotateQrCodeDialog open={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}
