import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';

/** Pixels per module: enough for the binarizer to see clean edges. */
const SCALE = 4;

/**
 * What a QR code drawn by qrcode.react says: its dark modules are read back from the SVG path
 * (runs of `M{x} {y}h{width}v1H{x}z`), drawn as pixels and decoded by ZXing, as a scanner would.
 * jsdom draws nothing, so this is how a test checks what the customer's code encodes.
 */
export function readQrCode(svg: Element): string {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const dark = svg.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width).fill(255);
  for (const [, x, y, run] of dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(run); column += 1) {
      for (let dy = 0; dy < SCALE; dy += 1) {
        const row = (Number(y) * SCALE + dy) * width;
        pixels.fill(0, row + column * SCALE, row + (column + 1) * SCALE);
      }
    }
  }
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(pixels, width, width)),
  );
  const hints = new Map<DecodeHintType, boolean>([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(bitmap, hints).getText();
}
