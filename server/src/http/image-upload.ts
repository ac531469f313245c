import type { FastifyRequest } from 'fastify';
import { fieldError, httpError } from './app-error';
import { detectImageType, type ImageType } from '../infrastructure/storage/image-type';
import { MAX_IMAGE_PIXELS, reencodeImage } from '../infrastructure/storage/reencode-image';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image.';
const TOO_LARGE = 'The image is larger than 2 MB.';
const BROKEN_BODY = 'The upload could not be read: send the image as multipart/form-data again.';
const UNREADABLE =
  'The image could not be read: it is damaged or not the type it says. Try another file.';
const MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

function tooManyPixels(width: number, height: number): string {
  return `The image is ${width} × ${height} pixels; at most ${MEGAPIXELS} megapixels (such as 5000 × 5000) are accepted.`;
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

export interface ImageUpload {
  /** The image as it is kept: decoded and encoded again, at most 512 × 512, without metadata. */
  bytes: Buffer;
  type: ImageType;
  /** The text fields sent with the file (`store_id` of `POST /stores/me/avatar`). */
  fields: Record<string, string>;
}

/**
 * Reads the one `file` field of a multipart request, whole, within the limit, checks by its first
 * bytes that it is a PNG, JPEG or WebP, then decodes it and encodes it again (reencode-image.ts):
 * what is kept is pixels only, bounded in size, never the client's bytes. Text fields come back
 * as they are. Errors speak the contract: 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 400
 * naming `file` when there is none, when it has too many pixels or when it cannot be decoded.
 * Shared by the user's avatar and the store logos (docs/api.md, "Images").
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw httpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the image as multipart/form-data in a field named file.',
    );
  }
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes)
        bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fieldError('file', 'Send one file only, in a field named file.');
    }
    // Anything else failed while reading the client's bytes: a body cut short, no boundary, a
    // malformed part header. The client's fault, never a 500 (docs/reliability.md, "Bad input").
    request.log.info({ err: error }, 'malformed multipart body');
    throw fieldError('file', BROKEN_BODY);
  }
  if (!bytes) throw fieldError('file', 'file is required');
  const type = detectImageType(bytes);
  if (!type) throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  const image = await reencodeImage(bytes, type);
  if (!image.ok) {
    if (image.reason === 'too-many-pixels')
      throw fieldError('file', tooManyPixels(image.width, image.height));
    throw fieldError('file', UNREADABLE);
  }
  return { bytes: image.bytes, type: image.type, fields };
}
