import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain image of `width` × `height` in one colour, made by libvips as a camera or editor would. */
export function solidImage(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .toFormat(format)
    .toBuffer();
}

/** A phone photo's EXIF: the camera, and where it was taken (GPS IFD). */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2400/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 700/100',
  },
};

/** A JPEG carrying PHONE_EXIF, as a phone camera writes it. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c62828' } })
    .jpeg()
    .withExif(PHONE_EXIF)
    .toBuffer();
}

/**
 * A small, valid-looking PNG whose header declares `width` × `height`: the header is all a
 * browser (or a decoder) reads before it allocates, and all the bytes-only check looked at.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage('png', 8, 8));
  // IHDR: length (4) and type (4) from byte 8, then width and height; its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The width, height, format and EXIF of an image as a decoder reads them. */
export async function imageInfo(bytes: Buffer) {
  const { width, height, format, exif } = await sharp(bytes).metadata();
  return { width, height, format, exif };
}
