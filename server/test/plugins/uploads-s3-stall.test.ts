import { createServer, get, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { App } from '../../src/app';
import { BODY_IDLE_MS } from '../../src/infrastructure/storage/s3-uploads-storage';
import { build } from '../helper';
import { logLines } from '../log-lines';
import type * as LogLines from '../log-lines';

jest.mock('../../src/logger', () =>
  jest.requireActual<typeof LogLines>('../log-lines').capturedLogger(),
);

/**
 * `/uploads/*` streamed from a bucket that stops sending in the middle of a file (docs/api.md,
 * "Errors"). The stand-in bucket answers every GetObject itself, each key its own way; the app
 * reads it through the real S3 client.
 */
const KEYS = { S3_ACCESS_KEY_ID: 'stand-in', S3_SECRET_ACCESS_KEY: 'stand-in' };
const FILE_BYTES = 64 * 1024;
const SENT_BEFORE_STALL = 16 * 1024;
/** A file bigger than every buffer between the bucket and a reader who stops reading. */
const LARGE_FILE_BYTES = 32 * 1024 * 1024;
const key = (digit: string, extension = 'png') => `avatars/${digit.repeat(32)}.${extension}`;
const STALLS_MID_FILE = key('a');
const STALLS_BEFORE_FILE = key('b');
const LARGE_FILE = key('c');

function sendFile(response: ServerResponse, length: number) {
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': length });
}

/** What a client receives from a GET, however it ends; still open after `giveUpMs` counts too. */
interface Received {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: number;
  body: string;
  ending: 'complete' | 'cut' | 'still open';
  ms: number;
}

function fetchFile(
  port: number,
  path: string,
  options: { giveUpMs: number; pauseAfterFirstChunkMs?: number },
): Promise<Received> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path }, (response) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      let settled = false;
      const finish = (ending: Received['ending']) => {
        if (settled) return;
        settled = true;
        clearTimeout(giveUp);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          body: response.statusCode === 200 ? '' : Buffer.concat(chunks).toString('utf8'),
          ending,
          ms: Date.now() - started,
        });
        request.destroy();
      };
      const giveUp = setTimeout(() => finish('still open'), options.giveUpMs);
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0 && options.pauseAfterFirstChunkMs) {
          // A reader on a slow connection: it takes nothing for a while.
          response.pause();
          setTimeout(() => response.resume(), options.pauseAfterFirstChunkMs);
        }
        bytes += chunk.length;
        if (response.statusCode !== 200) chunks.push(chunk);
      });
      response.on('error', () => undefined);
      response.on('close', () => finish(response.complete ? 'complete' : 'cut'));
    });
    request.on('error', reject);
  });
}

describe('uploads streamed from a bucket that stalls', () => {
  const sockets = new Set<Socket>();
  const bucket = createServer((request, response) => {
    const { pathname: path } = new URL(request.url ?? '/', 'http://bucket');
    if (path.endsWith(STALLS_MID_FILE)) {
      sendFile(response, FILE_BYTES);
      response.write(Buffer.alloc(SENT_BEFORE_STALL, 1));
      // ...and nothing more, ever.
    } else if (path.endsWith(STALLS_BEFORE_FILE)) {
      sendFile(response, FILE_BYTES);
      response.flushHeaders();
    } else if (path.endsWith(LARGE_FILE)) {
      sendFile(response, LARGE_FILE_BYTES);
      response.end(Buffer.alloc(LARGE_FILE_BYTES, 2));
    } else {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end('<Error><Code>NoSuchKey</Code></Error>');
    }
  });
  bucket.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let app: App | undefined;
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    app = await build({
      LOG_LEVEL: 'info',
      S3_BUCKET: 'stand-in',
      S3_ENDPOINT: `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`,
      S3_FORCE_PATH_STYLE: 'true',
      ...KEYS,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => bucket.close(resolve));
  });

  it('cuts the connection when the file stops coming, within seconds, and logs it', async () => {
    const received = await fetchFile(port, `/uploads/${STALLS_MID_FILE}`, { giveUpMs: 20_000 });

    // The client got what the bucket sent, then a closed connection short of the length it was
    // promised: a broken image, not a request that hangs as long as the visitor waits.
    expect(received).toMatchObject({ status: 200, bytes: SENT_BEFORE_STALL, ending: 'cut' });
    expect(received.headers['content-length']).toBe(String(FILE_BYTES));
    expect(received.ms).toBeLessThan(BODY_IDLE_MS + 10_000);
    const warning = logLines.find((line) => line.includes(`${STALLS_MID_FILE}: no data`));
    expect(warning && JSON.parse(warning)).toMatchObject({
      level: 40,
      msg: 'S3 read failed',
      err: { message: `${STALLS_MID_FILE}: no data for ${BODY_IDLE_MS} ms` },
    });
  }, 30_000);

  it('answers 503 in the envelope, not cached, when the file stalls before its first byte', async () => {
    const received = await fetchFile(port, `/uploads/${STALLS_BEFORE_FILE}`, { giveUpMs: 20_000 });

    expect(received).toMatchObject({ status: 503, ending: 'complete' });
    expect(JSON.parse(received.body)).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Uploads are briefly unavailable. Please try again in a few seconds.',
    });
    expect(received.headers['retry-after']).toBe('5');
    expect(received.headers['cache-control']).toBeUndefined();
  }, 30_000);

  it('lets a reader who stops reading for longer than that have the whole file', async () => {
    const received = await fetchFile(port, `/uploads/${LARGE_FILE}`, {
      giveUpMs: 60_000,
      pauseAfterFirstChunkMs: BODY_IDLE_MS + 2_000,
    });

    expect(received).toMatchObject({ status: 200, bytes: LARGE_FILE_BYTES, ending: 'complete' });
  }, 90_000);
});
