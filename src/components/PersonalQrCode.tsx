import type { Ref } from 'react';
import { QRCodeSVG } from 'qrcode.react';

// Scanners read dark modules on a light ground, in either colour scheme: these are not theme colours.
const QR_DARK = '#000000';
const QR_LIGHT = '#ffffff';
/** The quiet zone the QR specification asks for, in modules. */
const QUIET_ZONE = 4;

interface PersonalQrCodeProps {
  /** What the code encodes: the address of the customer's `/scan/:code` page. */
  value: string;
  size: number;
  label: string;
  svgRef?: Ref<SVGSVGElement>;
  /** Fill the width of its container, up to `size`, instead of being exactly `size` wide. */
  fluid?: boolean;
}

/** A personal QR code as scanners read it best: black on white, with its quiet zone. */
export function PersonalQrCode({ value, size, label, svgRef, fluid }: PersonalQrCodeProps) {
  return (
    <QRCodeSVG
      ref={svgRef}
      value={value}
      size={size}
      level="M"
      marginSize={QUIET_ZONE}
      fgColor={QR_DARK}
      bgColor={QR_LIGHT}
      role="img"
      aria-label={label}
      style={
        fluid ? { display: 'block', width: '100%', height: 'auto', maxWidth: size } : undefined
      }
    />
  );
}
