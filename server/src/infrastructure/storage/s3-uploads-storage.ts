import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Settings } from '../../config';
import { UnavailableError } from '../../contract/domain-errors';
import { boundIdleTime } from './idle-bounded-body';
import { newUploadKey, uploadKeyOf, uploadUrl, type UploadsStorage } from './uploads-storage';

/** An object as the API streams it back at `/uploads/<key>`. */
export interface StoredUpload {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
}

export interface S3UploadsStorage extends UploadsStorage {
  /** The object under `key`, undefined when there is none; a 503 when the bucket does not answer. */
  open(key: string): Promise<StoredUpload | undefined>;
  close(): void;
}

const UNAVAILABLE = 'Uploads are briefly unavailable. Please try again in a few seconds.';

/**
 * How long a file being streamed from the bucket may go silent (as long as the bucket's answer
 * may take to begin). The SDK's timeouts end at the answer's headers; without this a bucket that
 * stalls in the middle of a file held the visitor's request open for as long as they waited.
 */
export const BODY_IDLE_MS = 3_000;

function unavailable(log: FastifyBaseLogger, action: string, error: unknown) {
  // One line without a stack: while the storage is away every upload says the same.
  log.warn(
    { err: { name: errorName(error), message: errorMessage(error) } },
    `S3 ${action} failed`,
  );
  return new UnavailableError(UNAVAILABLE);
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'Error';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Uploads in an S3-compatible bucket, under the same keys as in the local folder
 * (`avatars/<random>.<ext>`), so `DATA_DIR/uploads` copies into a bucket as it is. Nothing here
 * rejects with the SDK's own errors: a bucket that does not answer is a 503 in the envelope
 * (docs/api.md, "Errors").
 */
export function createS3UploadsStorage(
  settings: S3Settings,
  options: { cacheControl: string; log: FastifyBaseLogger },
): S3UploadsStorage {
  const { log } = options;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // A storage that does not answer gives a 503 within seconds, never a hang (docs/api.md,
    // "Errors"): no retry inside the request (the client retries after Retry-After), 1 s to
    // connect, 3 s to send a file of up to 2 MB and hear the answer's headers.
    maxAttempts: 1,
    requestHandler: {
      connectionTimeout: 1_000,
      requestTimeout: 3_000,
      throwOnRequestTimeout: true,
    },
    // Checksums only where the S3 API demands them: several S3-compatible services refuse or
    // garble the newer checksum headers that the SDK would otherwise send on every write.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;

  async function open(key: string): Promise<StoredUpload | undefined> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('GetObject answered no stream');
      // Before the first byte is sent this is a 503 in the envelope; after, the connection is
      // cut (Fastify destroys a response whose stream fails), so the client sees a short file.
      const stalled = () =>
        unavailable(log, 'read', new Error(`${key}: no data for ${BODY_IDLE_MS} ms`));
      return {
        body: boundIdleTime(object.Body, BODY_IDLE_MS, stalled),
        contentType: object.ContentType,
        contentLength: object.ContentLength,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable(log, 'read', error);
    }
  }

  return {
    async save(folder, bytes, type) {
      const key = newUploadKey(folder, type.extension);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            // The type read from the bytes (image-type.ts), never the client's word.
            ContentType: type.mime,
            CacheControl: options.cacheControl,
          }),
        );
      } catch (error) {
        throw unavailable(log, 'write', error);
      }
      return uploadUrl(key);
    },

    async remove(url) {
      const key = uploadKeyOf(url);
      if (!key) return;
      // The new file is saved and recorded already; a leftover old object costs only space.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch((error) => {
        log.warn({ err: { message: errorMessage(error) }, key }, 'S3 delete failed: object kept');
      });
    },

    async read(url) {
      const key = uploadKeyOf(url);
      const object = key ? await open(key) : undefined;
      if (!object) return undefined;
      const chunks: Buffer[] = [];
      try {
        // A bucket that stalls mid-file ends it in a 503 (boundIdleTime), never a hang.
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
      } catch (error) {
        throw error instanceof UnavailableError ? error : unavailable(log, 'read', error);
      }
      return Buffer.concat(chunks);
    },

    open,

    close() {
      client.destroy();
    },
  };
}
