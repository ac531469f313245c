import type { FastifyRequest } from 'fastify';
import { fieldError, httpError } from './app-error';
import { detectImageType, type ImageType } from '../services/storage/image-type';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image.';
const TOO_LARGE = 'The image is larger than 2 MB.';
const BROKEN_BODY = 'The upload could not be read: send the image as multipart/form-data again.';

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

export interface ImageUpload {
  bytes: Buffer;
  type: ImageType;
  /** The text fields sent with the file (`store_id` of `POST /stores/me/avatar`). */
  fields: Record<string, string>;
}

/**
 * Reads the one `file` field of a multipart request, whole, within the limit, and checks by its
 * bytes that it is an image; text fields come back as they are. Errors speak the contract: 413
 * PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 400 when there is no file. Shared by the user's
 * avatar and the store logos (docs/api.md, "Users" and "Stores").
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
  return { bytes, type, fields };
}
