import Typography from '@mui/material/Typography';
import { formatShortCode } from '../lib/shortCode';

/**
 * The short code under the QR code: what a cashier types when the camera cannot read the QR, read
 * aloud in two groups of four (docs/product.md, "Finding a customer"). An offline copy saved before
 * short codes existed has none: it shows the QR code's own text instead.
 */
export function PersonalCodeText({ shortCode, qrCode }: { shortCode?: string; qrCode: string }) {
  if (!shortCode) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', textAlign: 'center', mt: 1 }}
      >
        Code: {qrCode}
      </Typography>
    );
  }
  return (
    <Typography component="p" sx={{ textAlign: 'center', mt: 1 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        Short code
      </Typography>
      <Typography
        component="span"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.5rem',
          fontWeight: 600,
          letterSpacing: '0.12em',
          display: 'block',
        }}
      >
        {formatShortCode(shortCode)}
      </Typography>
    </Typography>
  );
}
