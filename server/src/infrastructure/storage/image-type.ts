export type ImageType = { extension: 'png' | 'jpg' | 'webp'; mime: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an upload is by its first bytes, never by the name or Content-Type the client sent (both
 * are the client's word). Undefined for anything but PNG, JPEG and WebP.
 */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { extension: 'png', mime: 'image/png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', mime: 'image/jpeg' };
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { extension: 'webp', mime: 'image/webp' };
  }
  return undefined;
}
