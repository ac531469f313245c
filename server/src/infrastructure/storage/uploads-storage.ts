import { randomBytes } from 'node:crypto';
import type { ImageType } from './image-type';

/** Public URL path under which uploads are served, whatever keeps them (plugins/uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Where uploaded files (avatars, logos) are kept: the local folder `DATA_DIR/uploads`, or an
 * S3-compatible bucket when `S3_BUCKET` is set (docs/architecture.md, "Uploads"). Either way a
 * file's URL is `/uploads/<folder>/<random>.<ext>` and the API serves it, so a stored URL means
 * the same thing in both modes.
 */
export interface UploadsStorage {
  /** Writes the file under a new name and answers its URL path, e.g. `/uploads/avatars/3f...9a.png`. */
  save(folder: string, bytes: Buffer, type: ImageType): Promise<string>;
  /** Removes a file saved here before; URLs of anything else are left alone. Never rejects. */
  remove(url: string | null): Promise<void>;
  /**
   * The bytes of a file saved here (a wallet pass carries the store's logo inside it); undefined
   * for a URL of anything else or a file that is gone. A bucket that does not answer is a 503.
   */
  read(url: string | null): Promise<Buffer | undefined>;
}

const UPLOAD_KEY = /^[a-z0-9-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

/**
 * `<folder>/<32 hex digits>.<ext>`: random and never reused, so a URL always means the same bytes
 * and can be cached forever.
 */
export function newUploadKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function uploadUrl(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** The key in a URL path `save` answered; undefined for anything else (a foreign URL, `..`). */
export function uploadKeyOf(url: string | null): string | undefined {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  return uploadKeyIn(url.slice(UPLOADS_URL_PREFIX.length));
}

/** `key` when it has the shape of a key `newUploadKey` made, else undefined. */
export function uploadKeyIn(key: string): string | undefined {
  return UPLOAD_KEY.test(key) ? key : undefined;
}
