import Typography from '@mui/material/Typography';

/**
 * The personal code as text, under its QR code: what a cashier types when the camera cannot read
 * the QR (docs/product.md, "Scanning a customer").
 */
export function PersonalCodeText({ qrCode }: { qrCode: string }) {
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
