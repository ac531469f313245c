import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { App } from '../../src/app';
import { bearer, verifiedAccount, type SignedIn } from '../accounts';
import { build } from '../helper';
import { subscribedMerchant } from '../modules/stores/stores';
import { multipartFile, ONE_PIXEL_PNG } from '../multipart';
import { imageInfo, solidImage } from '../images';

/**
 * Uploads with S3_BUCKET set, against a real S3-compatible server (s3rver) started here on a
 * random port, with its objects in a temporary folder (docs/architecture.md, "Uploads").
 */
const BUCKET = 'qrewards-test-uploads';
// s3rver's own account: it checks every request's signature against these.
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
const AVATAR = '/api/merchant/users/me/avatar';

async function startS3(directory: string, port = 0) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  return { server, port: address.port };
}

describe('uploads on S3-compatible storage', () => {
  let directory: string;
  let s3: S3rver | undefined;
  let port: number;
  let client: S3Client | undefined;
  let app: App | undefined;
  let person: SignedIn;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await solidImage('jpeg', 16, 16);
    directory = await mkdtemp(path.join(os.tmpdir(), 'qrewards-s3rver-'));
    ({ server: s3, port } = await startS3(directory));
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: KEYS.S3_ACCESS_KEY_ID,
        secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    app = await build({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      ...KEYS,
    });
    person = await verifiedAccount(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    client?.destroy();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const theApp = (): App => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  const upload = (bytes: Buffer, url = AVATAR, access = person.access) => {
    const { payload, headers } = multipartFile({ name: 'me.png', type: 'image/png', bytes });
    return theApp().inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...bearer(access) },
    });
  };

  /** The object behind an `/uploads/<key>` URL, read from the bucket itself; undefined if none. */
  async function objectOf(url: string) {
    const key = url.replace(/^\/uploads\//, '');
    try {
      const object = await client!.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      return { bytes, contentType: object.ContentType, cacheControl: object.CacheControl };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async function myAvatar(): Promise<string | null> {
    const me = await theApp().inject({
      url: '/api/merchant/users/me',
      headers: bearer(person.access),
    });
    return me.json().data.user.avatar_url as string | null;
  }

  it('puts the avatar in the bucket with its type, and serves the same bytes at its URL', async () => {
    const response = await upload(ONE_PIXEL_PNG);

    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().data.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const stored = await objectOf(avatarUrl);
    expect(stored).toEqual({
      bytes: expect.any(Buffer),
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    // Decoded and encoded again at upload (test/http/image-upload.test.ts): the same one pixel.
    expect(await imageInfo(stored!.bytes)).toMatchObject({ width: 1, height: 1, format: 'png' });
    // Nothing went to the local folder.
    expect(existsSync(path.join(theApp().config.dataDir, avatarUrl))).toBe(false);

    const served = await theApp().inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored!.bytes)).toBe(true);
    expect(await myAvatar()).toBe(avatarUrl);
  });

  it('reads a file back from the bucket (a wallet pass carries the store logo)', async () => {
    const avatarUrl = (await upload(ONE_PIXEL_PNG)).json().data.avatar_url as string;
    const read = await theApp().uploads.read(avatarUrl);
    expect(read?.equals((await objectOf(avatarUrl))!.bytes)).toBe(true);
    expect(await theApp().uploads.read(`/uploads/avatars/${'0'.repeat(32)}.png`)).toBeUndefined();
    expect(await theApp().uploads.read('https://example.com/logo.png')).toBeUndefined();
  });

  it('removes the old object when the avatar is replaced', async () => {
    const first = (await upload(ONE_PIXEL_PNG)).json().data.avatar_url as string;

    const second = await upload(jpeg);

    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.avatar_url as string;
    expect(secondUrl).toMatch(/\.jpg$/);
    const stored = await objectOf(secondUrl);
    expect(stored).toMatchObject({ contentType: 'image/jpeg' });
    expect(await imageInfo(stored!.bytes)).toMatchObject({ width: 16, height: 16, format: 'jpeg' });
    expect(await objectOf(first)).toBeUndefined();
    const gone = await theApp().inject({ url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("replaces a merchant's brand logo the same way", async () => {
    const merchant = await subscribedMerchant(theApp());
    const logo = '/api/merchant/stores/me/avatar';
    const first = (await upload(ONE_PIXEL_PNG, logo, merchant.access)).json().data.avatar_url;

    const second = await upload(jpeg, logo, merchant.access);

    expect(second.statusCode).toBe(200);
    const stored = await objectOf(second.json().data.avatar_url as string);
    expect(await imageInfo(stored!.bytes)).toMatchObject({ format: 'jpeg' });
    expect(await objectOf(first as string)).toBeUndefined();
  }, 30_000);

  it('answers a JSON 404 for a key that is not there or not a key', async () => {
    for (const url of ['/uploads/avatars/' + '0'.repeat(32) + '.png', '/uploads/../etc/passwd']) {
      const answer = await theApp().inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('keeps /uploads/ out of the OpenAPI document, as in the local mode', async () => {
    const document = await theApp().inject({ url: '/api/merchant/docs/json' });
    expect(Object.keys(document.json().paths).filter((p) => p.includes('uploads'))).toEqual([]);
  });

  it('answers 503 in the envelope while the storage is away, and keeps the old avatar', async () => {
    const kept = (await upload(ONE_PIXEL_PNG)).json().data.avatar_url as string;
    const keptBytes = (await objectOf(kept))!.bytes;
    await s3!.close();
    s3 = undefined;

    const started = Date.now();
    const refused = await upload(jpeg);
    const served = await theApp().inject({ url: kept });

    expect(Date.now() - started).toBeLessThan(10_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Uploads are briefly unavailable. Please try again in a few seconds.',
    });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await myAvatar()).toBe(kept);

    // Back on the same port and folder: the old avatar is there, byte for byte.
    ({ server: s3 } = await startS3(directory, port));
    const again = await theApp().inject({ url: kept });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(keptBytes)).toBe(true);
  }, 30_000);
});

describe('uploads on S3-compatible storage that accepts connections but never answers', () => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let app: App | undefined;

  afterAll(async () => {
    await app?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 within a few seconds, never a hang', async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    app = await build({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      ...KEYS,
    });
    const { access } = await verifiedAccount(app);
    const { payload, headers } = multipartFile({
      name: 'a.png',
      type: 'image/png',
      bytes: ONE_PIXEL_PNG,
    });

    const started = Date.now();
    const answer = await app.inject({
      method: 'POST',
      url: AVATAR,
      payload,
      headers: { ...headers, ...bearer(access) },
    });

    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const me = await app.inject({ url: '/api/merchant/users/me', headers: bearer(access) });
    expect(me.json().data.user.avatar_url).toBeNull();
  }, 30_000);
});
