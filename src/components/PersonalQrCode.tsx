import type { Ref } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';

// Scanners read dark modules on a light ground, in either colour scheme: these are not theme colours.
const QR_DARK = '#000000';
const QR_LIGHT = '#ffffff';
/** The quiet zone the QR specification asks for, in modules. */
const QUIET_ZONE = 4;

/**
 * A customer's personal QR code as the counter's scanner reads it: black on white with its quiet
 * zone, in a framed box. `value` is what the code encodes.
 */
export function PersonalQrCode({
  value,
  size = 208,
  ref,
}: {
  value: string;
  size?: number;
  ref?: Ref<SVGSVGElement>;
}) {
  return (
    <Box
      sx={{
        lineHeight: 0,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <QRCodeSVG
        ref={ref}
        value={value}
        size={size}
        level="M"
        marginSize={QUIET_ZONE}
        fgColor={QR_DARK}
        bgColor={QR_LIGHT}
        role="img"
        aria-label="Your personal QR code"
      />
    </Box>
  );
}
