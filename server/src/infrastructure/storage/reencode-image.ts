import sharp from 'sharp';
import type { ImageType } from './image-type';

/**
 * The most pixels an upload may have: 25 megapixels (a 5000 × 5000 square, a 12-megapixel phone
 * photo twice over). The header is read before any pixel, so a small file that declares a huge
 * image (a 437 kB PNG of 60000 × 60000) is refused before it costs memory.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * What is kept of an upload: at most 512 × 512 pixels, aspect kept, never enlarged. Avatars and
 * logos are shown at 96 CSS pixels at most; 512 covers a 3x screen with room to spare.
 */
export const MAX_IMAGE_SIDE = 512;

// Decoding a 25-megapixel image takes well under a second; a decoder that spins longer is stopped.
const DECODE_TIMEOUT_SECONDS = 10;

// A server decodes each image once: libvips' operation cache would only hold memory.
sharp.cache(false);

export type ReencodedImage =
  | { ok: true; bytes: Buffer; type: ImageType; width: number; height: number }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number }
  | { ok: false; reason: 'unreadable' };

/**
 * Decodes an upload whose first bytes say it is `type` (image-type.ts) with libvips, and encodes
 * it again in the same format, turned upright by its EXIF orientation and bounded to
 * MAX_IMAGE_SIDE. Nothing of the file but its pixels survives: EXIF (GPS position, camera, time),
 * XMP, comments and trailing bytes are gone, and a file that is not whole or not what it says is
 * `unreadable`.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<ReencodedImage> {
  let width: number;
  let height: number;
  try {
    // Only the header is read here, so no limit is needed yet: the cap is checked on its numbers.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== formatOf(type)) return { ok: false, reason: 'unreadable' };
    width = header.width;
    height = header.height;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (width * height > MAX_IMAGE_PIXELS)
    return { ok: false, reason: 'too-many-pixels', width, height };
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .autoOrient()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type.extension === 'png'
        ? pipeline.png()
        : type.extension === 'jpg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, type, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

function formatOf(type: ImageType): string {
  return type.extension === 'jpg' ? 'jpeg' : type.extension;
}
